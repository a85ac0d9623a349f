import { describe, expect, it } from 'vitest';
import { CITY_LANDMARKS } from '../../server/db/seed/content/landmarks';
import { CURATED_LOCALITIES } from '../../server/db/seed/content/localities';
import { NEIGHBOURHOODS, NOT_LANDMARKS } from '../../server/db/seed/content/placeNames';
import { NO_RAILWAY_STATES, TOWN_STATIONS } from '../../server/db/seed/content/stations';
import { COASTAL_NAME_CORES, COASTAL_STREETS } from '../../server/db/seed/content/words';
import { generateCatalogue, type HotelRow, type RoomTypeRow } from '../../server/db/seed/generate';
import { loadSource } from '../../server/db/seed/index';
import { isCoastal } from '../../server/db/seed/land';
import { generateReviews, TOPICS } from '../../server/db/seed/reviews';
import { STANDARD_RATE_RUPEES, STARS_OF_TYPE, standardRateBand } from '../../server/db/seed/stars';

/** The default catalogue (5,400 hotels in every city the first start seeds), made once for these rules. */
const catalogue = generateCatalogue(loadSource(), { hotels: 5400, seed: 20251 });
const cityOf = new Map(catalogue.cities.map((c) => [c.id, c]));
const withHotels = catalogue.cities.filter((c) => c.hotelCount > 0);
const roomsOf = new Map<string, RoomTypeRow[]>();
for (const room of catalogue.roomTypes) roomsOf.set(room.hotelId, [...(roomsOf.get(room.hotelId) ?? []), room]);
const seaWords = new RegExp(`${[...COASTAL_STREETS, ...COASTAL_NAME_CORES, 'Beach', 'Sea View'].join('|')}`);
const rupees = (paise: number) => paise / 100;

describe('the generated catalogue agrees with the country, in every city it seeds', () => {
  it('puts sea words (Beach Road, Sea Breeze, Sea View rooms) only in coastal cities', () => {
    let bySea = 0;
    for (const hotel of catalogue.hotels) {
      const texts = [hotel.name, hotel.addressLine, ...roomsOf.get(hotel.id)!.map((r) => r.name)].join(' | ');
      if (!isCoastal(hotel.cityId)) expect(texts, `${hotel.id} in ${cityOf.get(hotel.cityId)!.name}`).not.toMatch(seaWords);
      else if (seaWords.test(texts)) bySea++;
    }
    expect(bySea).toBeGreaterThan(0);
  });

  it("takes a hotel's locality from its own city's list, never from another city's", () => {
    const curatedOf = new Map<number, Set<string>>();
    for (const l of CURATED_LOCALITIES) curatedOf.set(l.cityId, (curatedOf.get(l.cityId) ?? new Set()).add(l.name));
    // A name many towns have (Kamla Nagar, Civil Lines) may be both a generic neighbourhood and another city's locality.
    const generic = new Set(NEIGHBOURHOODS);
    const curatedElsewhere = (cityId: number, name: string) =>
      !generic.has(name) && [...curatedOf].some(([id, names]) => id !== cityId && names.has(name) && !curatedOf.get(cityId)?.has(name));
    let onTheList = 0;
    let inCurated = 0;
    for (const hotel of catalogue.hotels) {
      expect(curatedElsewhere(hotel.cityId, hotel.locality), `${hotel.id}: ${hotel.locality}`).toBe(false);
      expect(hotel.addressLine2.startsWith(hotel.locality)).toBe(true);
      const own = curatedOf.get(hotel.cityId);
      if (!own) continue;
      inCurated++;
      if (own.has(hotel.locality)) onTheList++;
    }
    // Where a city has its own list of localities, most of its hotels stand in one of them.
    expect(onTheList / inCurated).toBeGreaterThan(0.6);
  });

  it('gives each property type only the stars India gives it: no 4 or 5-star guest houses, homestays, inns or lodges', () => {
    for (const hotel of catalogue.hotels) {
      expect(STARS_OF_TYPE[hotel.propertyType], `${hotel.id} ${hotel.propertyType}`).toContain(hotel.stars);
      if (/Homestay|Guest ?[Hh]ouse|Lodge|Inn\b/.test(hotel.name) && hotel.propertyType !== 'HOTEL') expect(hotel.stars, hotel.name).toBe(3);
    }
    const fiveStarSmallTowns = catalogue.hotels.filter((h) => h.stars === 5 && cityOf.get(h.cityId)!.tier === 3);
    expect(fiveStarSmallTowns.length).toBeLessThan(catalogue.hotels.filter((h) => cityOf.get(h.cityId)!.tier === 3).length * 0.05);
  });

  it('prices rooms to fit the stars and the town: no budget room in a small town at a luxury rate', () => {
    for (const hotel of catalogue.hotels) {
      const city = cityOf.get(hotel.cityId)!;
      const rooms = roomsOf.get(hotel.id)!;
      const [low, high] = standardRateBand(hotel.stars, city.tier, hotel.propertyType, true);
      const cheapest = Math.min(...rooms.map((r) => rupees(r.baseRatePaise)));
      // The cheapest room is a single (x0.75) to a premium room (x1.55, a 5-star's least) of the hotel's standard-room band.
      expect(cheapest, hotel.id).toBeGreaterThanOrEqual(Math.floor(low * 0.7 * 0.75));
      expect(cheapest, hotel.id).toBeLessThanOrEqual(Math.ceil(high * 1.55 * 1.06));
      if (hotel.stars === 3 && city.tier === 3) for (const r of rooms) expect(rupees(r.baseRatePaise), `${hotel.id} ${r.name}`).toBeLessThanOrEqual(6_000);
    }
    // Better stars cost more, in every tier.
    for (const tier of [1, 2, 3]) expect(STANDARD_RATE_RUPEES[3]![tier]![1]).toBeLessThan(STANDARD_RATE_RUPEES[5]![tier]![0]);
  });

  it('names an airport and a railway station, with distances, near every hotel of every city (no railway on the islands)', () => {
    const seen = new Set<number>();
    const problems: string[] = [];
    for (const hotel of catalogue.hotels) {
      const city = cityOf.get(hotel.cityId)!;
      const at = `${hotel.id} in ${city.name}`;
      seen.add(city.id);
      const { airport, station } = hotel.arrival;
      if (!airport || !/^[A-Z]{3}$/.test(airport.code ?? '') || airport.km >= 400) problems.push(`${at}: airport ${JSON.stringify(airport)}`);
      if (NO_RAILWAY_STATES.includes(city.stateCode) ? station !== null : !station || station.km >= 300) problems.push(`${at}: station ${JSON.stringify(station)}`);
      // A town with a station of its own: that station (or a nearer one), within the town's 15 km.
      if (TOWN_STATIONS[city.id] && station && station.km > 15.2) problems.push(`${at}: ${station.name} ${station.km} km`);
      const transport = (JSON.parse(hotel.description) as { transport: string }).transport;
      const says = [`${airport?.name} (${airport?.code})`, station ? `Nearest railway station: ${station.name}` : 'Railway: none on the islands'];
      if (!says.every((s) => transport.includes(s))) problems.push(`${at}: ${transport}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(seen.size).toBe(withHotels.length);
    // Every railway station or airport nearby is a real one: none made up from a town's name.
    const transit = catalogue.places.filter((p) => p.primaryType === 'transit_station');
    for (const p of transit) expect(p.name, p.name).not.toMatch(/(?<!\(\w{3}\))\bAirport$|Railway Station$/);
    expect(transit.filter((p) => p.types.includes('train_station')).length).toBeGreaterThan(withHotels.length * 0.8);
  });

  it("lists the busiest cities' best-known places, and no ward office or community hall as a Key Landmark", () => {
    for (const [id, curated] of Object.entries(CITY_LANDMARKS)) {
      const names = new Set(catalogue.places.filter((p) => p.cityId === Number(id)).map((p) => p.name));
      for (const [, name] of curated) expect(names.has(name), `${cityOf.get(Number(id))!.name}: ${name}`).toBe(true);
    }
    for (const p of catalogue.places.filter((pl) => pl.primaryType === 'landmark')) expect(p.name).not.toMatch(NOT_LANDMARKS);
    // The cities with the most hotels all have their table.
    const busiest = [...withHotels].sort((a, b) => b.hotelCount - a.hotelCount).slice(0, 12);
    for (const city of busiest) expect(CITY_LANDMARKS[city.id], city.name).toBeDefined();
  });
});

describe('generated reviews read as one guest each', () => {
  // Every third hotel: at least two in each city (a city has 6 or more, listed together).
  const hotels: HotelRow[] = catalogue.hotels.filter((_, i) => i % 3 === 0);
  const reviewed = hotels.map((hotel) => ({ hotel, reviews: generateReviews(hotel, 20251) }));
  const says = (text: string, list: readonly string[]) => list.some((phrase) => text.toLowerCase().includes(phrase.toLowerCase()));

  it('never give two reviews of a hotel the same title', () => {
    for (const { hotel, reviews } of reviewed) {
      const titles = reviews.map((r) => r.title);
      expect(new Set(titles).size, hotel.id).toBe(titles.length);
      for (const t of titles) expect(t).not.toMatch(/^Stay number/);
    }
  });

  it('match their titles to their text and their stars to both', () => {
    // Checked review by review, the problems gathered: one expect per review would take seconds.
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => void (ok || problems.push(what));
    let mixed = 0;
    for (const { hotel, reviews } of reviewed) {
      for (const { rating, praise, complaints, text, title, aspects } of reviews) {
        const at = `${hotel.id} "${title}"`;
        for (const a of praise) check(says(text, TOPICS[a].good) && aspects[a] >= 3, `${at} praises ${a} (${aspects[a]})`);
        for (const a of complaints) check(says(text, TOPICS[a].bad) && aspects[a] <= 3, `${at} faults ${a} (${aspects[a]})`);
        const good = praise.flatMap((a) => TOPICS[a].goodPhrase);
        const bad = complaints.flatMap((a) => TOPICS[a].badPhrase);
        if (rating >= 4) check(praise.length > 0 && complaints.length <= 1 && says(title, good), `${at} at ${rating} stars`);
        else if (rating === 3) {
          // Mixed: what was good, but what was not (or, with nothing to fault, "an average stay").
          check(says(title, complaints.length ? bad : good), `${at} at 3 stars`);
          mixed++;
        } else check(complaints.length > 0 && says(title, bad) && !/Wonderful|Loved|Very good|Pleasant/.test(title), `${at} at ${rating} stars`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(mixed).toBeGreaterThan(0);
  });

  it("show guest photos only where guests added them, of what they wrote about and what the hotel has", () => {
    let without = 0;
    for (const { hotel, reviews } of reviewed) {
      const photos = reviews.flatMap((r) => r.photos);
      if (photos.length === 0) without++;
      for (const p of photos) if (p.kind === 'pool') expect(hotel.facilities).toContain('Swimming Pool');
      for (const r of reviews) if (r.rating < 3) expect(r.photos).toEqual([]);
    }
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(hotels.length);
  });
});
