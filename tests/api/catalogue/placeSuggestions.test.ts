import { describe, expect, it } from 'vitest';
import { citySearchResponse, type CitySuggestion } from '../../../contract/cities';
import { api, testServer } from '../support/testApp';
import { MUMBAI } from './support';

const KOLKATA = 1275004;
const CHENNAI = 1264527;
const BENGALURU = 1277333;
const DELHI = 1273294;
const HOWRAH = 1270396;
const CALANGUTE = 1273858;

async function suggest(query: string): Promise<CitySuggestion[]> {
  const { status, body } = await api('GET', `/cities/search/${encodeURIComponent(query)}`);
  expect(status).toBe(200);
  const parsed = citySearchResponse.parse(body);
  expect(parsed).toEqual(body);
  return parsed.response.cityResponseProjections;
}

const ofKind = (lines: readonly CitySuggestion[], kind: CitySuggestion['kind']) => lines.filter((l) => l.kind === kind);

describe('GET /cities/search: places that are not cities', () => {
  it("'Mumbai airport' offers Mumbai's airport first, by its official name, with its code, point and the hotels within 15 km", async () => {
    const [first] = await suggest('Mumbai airport');
    expect(first).toMatchObject({
      id: MUMBAI,
      cityName: 'Chhatrapati Shivaji Maharaj International Airport',
      kind: 'airport',
      code: 'BOM',
      near: { kind: 'airport', id: 'BOM' },
      exactMatch: true,
    });
    expect(first!.hotelCount).toBeGreaterThan(0);
    expect(Number(first!.gl!.lt)).toBeCloseTo(19.09, 1);
    expect(Number(first!.gl!.ln)).toBeCloseTo(72.87, 1);
  });

  it("an airport's code finds it ('BOM', any case) and names it exactly; the cities it starts the name of come first ('NAG' is Nagpur)", async () => {
    for (const query of ['BOM', 'bom']) {
      const lines = await suggest(query);
      // Bombay, Mumbai's old name, starts with the code: the city, then its airport.
      expect(lines[0]).toMatchObject({ id: MUMBAI, kind: 'city', exactMatch: false });
      expect(lines[1]).toMatchObject({ kind: 'airport', code: 'BOM', near: { kind: 'airport', id: 'BOM' }, exactMatch: true });
      expect(lines.filter((l) => l.exactMatch)).toHaveLength(1);
    }
    const nag = await suggest('NAG');
    expect(nag[0]).toMatchObject({ cityName: 'Nagpur', kind: 'city' });
    expect(ofKind(nag, 'airport')[0]).toMatchObject({ code: 'NAG', exactMatch: true });
  });

  it("'Goa airport' offers both of Goa's airports and nothing but airports first", async () => {
    const lines = await suggest('Goa airport');
    const airports = ofKind(lines, 'airport');
    expect(airports.map((a) => a.code).sort()).toEqual(expect.arrayContaining(['GOI', 'GOX']));
    expect(lines[0]!.kind).toBe('airport');
    for (const a of airports) expect(a.fullRegionName).toMatch(/Goa, India$/);
  });

  it("a station by its railway code ('CST') and by its name ('Howrah'), each line saying it is a station", async () => {
    const [cst] = await suggest('CST');
    expect(cst).toMatchObject({ kind: 'station', id: MUMBAI, cityName: 'Chhatrapati Shivaji Maharaj Terminus', near: { kind: 'station' } });
    expect(cst!.code).toBe('CSMT');
    // "Howrah" is a city too: the city leads, and its station is offered beside it.
    const howrah = await suggest('Howrah');
    expect(howrah[0]).toMatchObject({ kind: 'city', id: HOWRAH });
    const station = ofKind(howrah, 'station').find((s) => s.cityName === 'Howrah railway station');
    expect(station).toMatchObject({ code: 'HWH', near: { kind: 'station', id: 'howrah' } });
    expect(station!.hotelCount).toBeGreaterThan(0);
  });

  it("landmarks and localities: 'Calangute beach' is Calangute, 'Connaught Place' is found in Delhi", async () => {
    const calangute = await suggest('Calangute beach');
    expect(calangute[0]).toMatchObject({ id: CALANGUTE, kind: 'city', exactMatch: true });
    const cp = await suggest('Connaught Place');
    const area = cp.find((l) => l.kind === 'city' && l.id === DELHI);
    expect(area?.cities[0]?.fullRegionName).toBe('Connaught Place, Delhi, Delhi, India');
    expect(ofKind(cp, 'landmark').map((l) => l.cityName)).toContain('Connaught Place Central Park');
    const gateway = await suggest('Gateway of India');
    expect(gateway[0]).toMatchObject({ kind: 'landmark', id: MUMBAI, cityName: 'Gateway of India', near: { kind: 'landmark', id: `${MUMBAI}-gateway-of-india` } });
  });

  it('a hotel by the start of its name: the line names the hotel, its city and its id; its whole name names it exactly', async () => {
    const { db } = await testServer();
    const hotels = await db.rows<{ id: string; name: string; city_id: number }>('select id, name, city_id from hotels order by id');
    // A hotel whose name, less its last word, starts no other hotel's name: that start finds it.
    const startOf = (name: string) => name.split(' ').slice(0, -1).join(' ');
    const chosen = hotels.find((h) => {
      const start = startOf(h.name);
      return start.split(' ').length >= 2 && hotels.filter((o) => o.name.toLowerCase().startsWith(start.toLowerCase())).length === 1;
    })!;
    expect(chosen).toBeDefined();
    const found = ofKind(await suggest(startOf(chosen.name)), 'hotel').find((l) => l.hotelId === chosen.id);
    expect(found).toMatchObject({ kind: 'hotel', cityName: chosen.name, id: chosen.city_id, hotelId: chosen.id, exactMatch: false });
    const whole = ofKind(await suggest(chosen.name), 'hotel').find((l) => l.hotelId === chosen.id);
    expect(whole?.exactMatch).toBe(true);
  });

  it('a city is never hidden by a place or a hotel of its name: "Mumbai" leads with the city', async () => {
    const lines = await suggest('Mumbai');
    expect(lines[0]).toMatchObject({ id: MUMBAI, kind: 'city', exactMatch: true });
    for (const line of lines.filter((l) => l.kind !== 'city' && l.kind !== 'state' && l.kind !== 'region')) expect(line.exactMatch).toBe(false);
  });
});

describe('GET /cities/search: Indian scripts and common spellings', () => {
  it.each([
    ['मुंबई', MUMBAI],
    ['मुम्बई', MUMBAI],
    ['बेंगलुरु', BENGALURU],
    ['சென்னை', CHENNAI],
    ['কলকাতা', KOLKATA],
    ['Bombay', MUMBAI],
    ['Calcutta', KOLKATA],
    ['Bangalore', BENGALURU],
    ['Madras', CHENNAI],
  ])('%s finds the city first, named exactly', async (query, id) => {
    const [first] = await suggest(query);
    expect(first).toMatchObject({ id, kind: 'city', exactMatch: true });
  });

  it('a state by its name in its own script (महाराष्ट्र, ಕರ್ನಾಟಕ)', async () => {
    expect((await suggest('महाराष्ट्र'))[0]).toMatchObject({ kind: 'state', cityName: 'Maharashtra' });
    expect((await suggest('ಕರ್ನಾಟಕ'))[0]).toMatchObject({ kind: 'state', cityName: 'Karnataka' });
  });

  it('text of no place answers an empty list, not an error; a query over 60 characters is refused', async () => {
    expect(await suggest('qqxzv')).toEqual([]);
    const long = await api('GET', `/cities/search/${encodeURIComponent('मुंबई'.repeat(13))}`);
    expect(long.status).toBe(400);
  });
});
