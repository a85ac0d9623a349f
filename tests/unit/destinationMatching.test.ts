import { describe, expect, it } from 'vitest';
import { addRecent, exactChoice, kindLabels, normaliseDestination, parsePlace, parseRecent } from '../../domain/destinations';
import { distanceKm, roundKm } from '../../domain/geo';
import { defaultSortFor, sortHotels, sortOptionsFor } from '../../machines/rules/hotelSort';
import { nearPlaceText, parseNearPlace } from '../../machines/rules/nearPlace';
import { destinationKey, type DestinationOption } from '../../domain/searchValidation';
import { placeWordOf } from '../../server/modules/cities/placeWords';
import { compactName } from '../../server/modules/cities/regions';
import { distanceText } from '../../src/model/resultCard';

const MUMBAI = 1275339;
const mumbai: DestinationOption = { id: MUMBAI, name: 'Mumbai', label: 'Mumbai, Maharashtra, India', kind: 'city', exactMatch: false };
const bom: DestinationOption = {
  id: MUMBAI,
  name: 'Chhatrapati Shivaji Maharaj International Airport',
  label: 'BOM · Mumbai, Maharashtra, India',
  kind: 'airport',
  place: { kind: 'airport', id: 'BOM' },
  exactMatch: true,
};

describe('names in Indian scripts compare as typed', () => {
  it('keeps letters and vowel signs of every script, drops punctuation', () => {
    expect(normaliseDestination('मुंबई')).toBe('मुंबई');
    expect(normaliseDestination(' சென்னை, ')).toBe('சென்னை');
    expect(normaliseDestination('কলকাতা!')).toBe('কলকাতা');
    // A different name is not the same: the vowel signs are kept.
    expect(normaliseDestination('मुंबई')).not.toBe(normaliseDestination('मंबई'));
  });

  it('ignores the joiners keyboards put inside a word, and Malayalam chillu typed either way', () => {
    expect(normaliseDestination('क्\u200dष')).toBe(normaliseDestination('क्ष'));
    // കൊച്ചിൻ: the atomic chillu (U+0D7B) and the old form (NA, virama, ZWJ).
    expect(normaliseDestination('കൊച്ചിൻ')).toBe(normaliseDestination('കൊച്ചിന\u0d4d\u200d'));
  });

  it('compares other names without spaces ("Naini Tal" is "Nainital", "मध्य प्रदेश" is "मध्यप्रदेश")', () => {
    expect(compactName('Naini Tal')).toBe(compactName('nainital'));
    expect(compactName('मध्य प्रदेश')).toBe(compactName('मध्यप्रदेश'));
  });
});

describe('what kind of place a query asks for', () => {
  it.each([
    ['mumbai airport', 'airport', 'mumbai'],
    ['goa airport', 'airport', 'goa'],
    ['howrah railway station', 'station', 'howrah'],
    ['pune station', 'station', 'pune'],
    ['मुंबई हवाई अड्डा', 'airport', 'मुंबई'],
    ['calangute beach', 'landmark', 'calangute'],
  ])('%s: %s of %s', (query, kind, rest) => {
    const asked = placeWordOf(normaliseDestination(query));
    expect(asked?.word.kind).toBe(kind);
    expect(asked?.rest).toBe(rest);
  });

  it('takes the longest phrase ("railway station", not "station" then "railway"), and a kind alone asks nothing', () => {
    expect(placeWordOf('new delhi railway station')).toEqual({ word: { kind: 'station' }, rest: 'new delhi' });
    expect(placeWordOf('airport')).toBeNull();
    expect(placeWordOf('mumbai')).toBeNull();
  });
});

describe('a place searched near, as links carry it', () => {
  it('round-trips kind and id', () => {
    for (const place of [{ kind: 'airport', id: 'BOM' }, { kind: 'station', id: 'howrah' }, { kind: 'landmark', id: '1275339-gateway-of-india' }] as const) {
      expect(parseNearPlace(nearPlaceText(place))).toEqual(place);
    }
  });

  it('reads anything else as none', () => {
    for (const text of ['', 'BOM', 'hotel-123', 'museum-x', 'airport-', 'airport-B O M', `airport-${'x'.repeat(81)}`, null, undefined]) expect(parseNearPlace(text)).toBeNull();
  });

  it('keeps a stored place only when it is well formed', () => {
    expect(parsePlace('{"kind":"hotel","id":"4242"}')).toEqual({ kind: 'hotel', id: '4242' });
    expect(parsePlace({ kind: 'airport', id: 'BOM', extra: 1 })).toEqual({ kind: 'airport', id: 'BOM' });
    for (const bad of ['{', '{"kind":"city","id":"1"}', '{"kind":"airport","id":"a b"}', 42, null]) expect(parsePlace(bad)).toBeNull();
  });
});

describe('a city and its airport are different destinations', () => {
  it('have different keys although they share the city id', () => {
    expect(destinationKey(mumbai)).not.toBe(destinationKey(bom));
    expect(destinationKey(bom)).toBe(`${MUMBAI}:airport:BOM`);
  });

  it('the airport the server names exactly is chosen over its city', () => {
    expect(exactChoice([mumbai, bom], 'BOM')).toBe(bom);
  });

  it('both stay among the recent searches, and a recent airport keeps its place', () => {
    const recent = addRecent(addRecent([], mumbai), bom);
    expect(recent.map(destinationKey)).toEqual([destinationKey(bom), destinationKey(mumbai)]);
    const read = parseRecent(JSON.stringify(recent));
    expect(read[0]).toMatchObject({ kind: 'airport', place: { kind: 'airport', id: 'BOM' } });
    // An airport line without its place is dropped rather than read as the city.
    expect(parseRecent(JSON.stringify([{ ...bom, place: undefined }]))).toEqual([]);
  });

  it('every kind has its label', () => {
    expect([kindLabels.city, kindLabels.region, kindLabels.airport, kindLabels.station, kindLabels.landmark, kindLabels.hotel]).toEqual(['City', 'Region', 'Airport', 'Station', 'Landmark', 'Hotel']);
  });
});

describe('distances near a place', () => {
  it('measures great-circle km and rounds to a tenth', () => {
    // One degree of latitude is about 111.2 km.
    expect(distanceKm({ lat: 19, lng: 72.8 }, { lat: 20, lng: 72.8 })).toBeCloseTo(111.19, 1);
    expect(roundKm(2.149)).toBe(2.1);
    expect(roundKm(2.15)).toBe(2.2);
  });

  it("a card near a place states the server's distance from it, by the place's name", () => {
    const centre = { name: 'Chhatrapati Shivaji Maharaj International Airport', lat: 19.0887, lng: 72.8679, near: true };
    expect(distanceText({ lt: '19.1', ln: '72.9' }, centre, 2.1)).toBe('2.1 km from Chhatrapati Shivaji Maharaj International Airport');
    expect(distanceText({ lt: '19.1', ln: '72.9' }, centre, 0)).toBe('0.0 km from Chhatrapati Shivaji Maharaj International Airport');
    // No distance from the server, no line (never one measured from elsewhere).
    expect(distanceText({ lt: '19.1', ln: '72.9' }, centre)).toBeNull();
  });

  it('sorts by distance near a place, opening on it, and offers it only there', () => {
    const hotel = (id: string, km: number | undefined) => ({ id, km, pops: [{ tpc: 1000, tp: 1000, taf: 50, fc: [] }], hotelRatings: { userRating: 4 } }) as never;
    const sorted = sortHotels([hotel('far', 9.5), hotel('none', undefined), hotel('near', 0.4), hotel('mid', 3)], 'distance') as Array<{ id: string }>;
    expect(sorted.map((h) => h.id)).toEqual(['near', 'mid', 'far', 'none']);
    expect(defaultSortFor(true)).toBe('distance');
    expect(defaultSortFor(false)).toBe('userRating');
    expect(sortOptionsFor(true)[0]!.label).toBe('Distance');
    expect(sortOptionsFor(false).some((o) => o.id === 'distance')).toBe(false);
  });
});
