import { describe, expect, it } from 'vitest';
import { CITY_CHARACTER } from '../../server/reference/collections';
import { CITY_LANDMARKS } from '../../server/reference/landmarks';
import { CURATED_LOCALITIES } from '../../server/reference/localities';
import { neighbourhoodsOf, NEIGHBOURHOOD_SUFFIXES, NOT_LANDMARKS, placeRegionOf, REGIONAL_NEIGHBOURHOODS, type PlaceRegion } from '../../server/reference/placeNames';
import { NO_RAILWAY_STATES, TOWN_STATIONS } from '../../server/reference/stations';
import { COASTAL_NAME_CORES, COASTAL_STREETS } from '../../server/db/seed/content/words';
import { generateCatalogue, type GeneratedRoomType } from '../../server/db/seed/generate';
import type { HotelRow } from '../../server/db/catalogueRows';
import { CITY_RADIUS_KM } from '../../server/rules/cityRadius';
import { loadPostOffices, loadSource } from '../../server/db/seed/index';
import { isCoastal } from '../../server/db/seed/land';
import { distanceKm } from '../../domain/geo';
import { generateReviews, TOPICS } from '../../server/modules/reviews/generatedReviews';
import { STANDARD_RATE_RUPEES, standardRateBand } from '../../server/db/seed/stars';
import { STARS_OF_TYPE } from '../../server/rules/propertyTypes';

/** The default catalogue (5,400 hotels in every city the first start seeds), made once for these rules. */
const catalogue = generateCatalogue(loadSource(), { hotels: 5400, seed: 20251 });
const cityOf = new Map(catalogue.cities.map((c) => [c.id, c]));
const withHotels = catalogue.cities.filter((c) => c.hotelCount > 0);
const roomsOf = new Map<string, GeneratedRoomType[]>();
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
    const curatedElsewhere = (cityId: number, name: string) =>
      !neighbourhoodsOf(cityOf.get(cityId)!.stateCode).includes(name) &&
      [...curatedOf].some(([id, names]) => id !== cityId && names.has(name) && !curatedOf.get(cityId)?.has(name));
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

/**
 * India Post's postal circles: the first digits a PIN code of each state or union territory
 * starts with (Goa's 403 is inside Maharashtra's 40-44, which therefore never has it).
 */
const POSTAL_CIRCLES: Record<string, readonly string[]> = {
  DL: ['110'], HR: ['12', '13'], PB: ['14', '15', '16'], CH: ['160'], HP: ['17'], JK: ['18', '19'], LA: ['194'],
  UP: ['20', '21', '22', '23', '24', '25', '26', '27', '28'], UK: ['244', '246', '247', '248', '249', '262', '263'],
  RJ: ['30', '31', '32', '33', '34'], GJ: ['36', '37', '38', '39'], DH: ['396', '362'],
  MH: ['400', '401', '402', '404', '405', '41', '42', '43', '44'], GA: ['403'], MP: ['45', '46', '47', '48'], CG: ['49'],
  TS: ['50'], AP: ['51', '52', '53'], KA: ['56', '57', '58', '59'], TN: ['60', '61', '62', '63', '64'],
  PY: ['605', '607', '609', '533', '673'], KL: ['67', '68', '69'], LD: ['682'],
  WB: ['70', '71', '72', '73', '74'], SK: ['737'], AN: ['744'], OD: ['75', '76', '77'], AS: ['78'],
  AR: ['790', '791', '792'], ML: ['793', '794'], MN: ['795'], MZ: ['796'], NL: ['797', '798'], TR: ['799'],
  BR: ['80', '81', '82', '84', '85'], JH: ['81', '82', '83'],
};

describe("the generated catalogue's addresses and names are its cities' own", () => {
  it("gives every hotel a PIN code of its state's postal circle, and the metros theirs (Goa 403, Mumbai 400, Delhi 110...)", () => {
    const problems: string[] = [];
    const metros: Record<number, string> = { 1275339: '400', 1273294: '110', 1277333: '560', 1264527: '600', 1275004: '700', 1269843: '500' };
    const states = new Set<string>();
    for (const hotel of catalogue.hotels) {
      const city = cityOf.get(hotel.cityId)!;
      states.add(city.stateCode);
      const circle = POSTAL_CIRCLES[city.stateCode]!;
      if (!/^[1-9]\d{5}$/.test(hotel.postalCode) || !circle.some((p) => hotel.postalCode.startsWith(p))) problems.push(`${hotel.id} ${city.name} (${city.stateCode}): ${hotel.postalCode}`);
      const metro = metros[city.id];
      if (metro && !hotel.postalCode.startsWith(metro)) problems.push(`${hotel.id} ${city.name}: ${hotel.postalCode}`);
      if (city.stateCode === 'GA' && !/^403\d{3}$/.test(hotel.postalCode)) problems.push(`${hotel.id} in Goa: ${hotel.postalCode}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(states.size).toBeGreaterThan(30);
    // A city's hotels share its few codes, and a metro's are spread over its many.
    const mumbai = new Set(catalogue.hotels.filter((h) => h.cityId === 1275339).map((h) => h.postalCode));
    expect(mumbai.size).toBeGreaterThan(5);
  });

  it("gives every hotel a PIN code India Post has, and a locality with a post office of its own that office's", () => {
    const real = new Set(loadPostOffices().map((o) => String(o.pincode)));
    expect(real.size).toBeGreaterThan(15_000);
    const unknown = catalogue.hotels.filter((h) => !real.has(h.postalCode)).map((h) => `${h.id}: ${h.postalCode}`);
    expect(unknown.slice(0, 10)).toEqual([]);
    // PIN codes of localities with a post office of their own, as India Post gives them.
    const KNOWN: Record<number, Record<string, string[]>> = {
      1273294: { Saket: ['110017'], 'Connaught Place': ['110001'], 'Karol Bagh': ['110005'], 'Hauz Khas': ['110016'], 'Lajpat Nagar': ['110024'], 'Nehru Place': ['110019'] },
      1275339: { Ghatkopar: ['400077', '400086'], Santacruz: ['400054', '400055'], Worli: ['400018', '400030'], Dadar: ['400014', '400028'], Powai: ['400076'], Juhu: ['400049'] },
      1277333: { Koramangala: ['560034', '560095'], Indiranagar: ['560038'], Jayanagar: ['560041', '560011', '560069'], Basavanagudi: ['560004'], 'HSR Layout': ['560102'], Yelahanka: ['560064'] },
    };
    let checked = 0;
    const wrong: string[] = [];
    for (const hotel of catalogue.hotels) {
      const pins = KNOWN[hotel.cityId]?.[hotel.locality];
      if (!pins) continue;
      checked++;
      if (!pins.includes(hotel.postalCode)) wrong.push(`${hotel.name}, ${hotel.locality}: ${hotel.postalCode}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('names the parts of a town as its region does: its own localities, places near it, or names its region uses', () => {
    const regionalElsewhere = (region: PlaceRegion) => {
      const own = new Set([...neighbourhoodsOf(Object.keys(POSTAL_CIRCLES).find((s) => placeRegionOf(s) === region)!)]);
      return new Set(Object.values(REGIONAL_NEIGHBOURHOODS).flat().filter((n) => !own.has(n)));
    };
    const notHere = new Map<PlaceRegion, Set<string>>();
    const curatedOf = new Map<number, Set<string>>();
    for (const l of CURATED_LOCALITIES) curatedOf.set(l.cityId, (curatedOf.get(l.cityId) ?? new Set()).add(l.name));
    const towns = catalogue.cities;
    const namedNear = (cityId: number, name: string) => {
      const city = cityOf.get(cityId)!;
      return towns.some((t) => t.name === name && distanceKm(city, t) <= CITY_RADIUS_KM + 2);
    };
    const unsuffixed = (name: string) => NEIGHBOURHOOD_SUFFIXES.reduce((n, s) => (n.endsWith(` ${s}`) ? n.slice(0, -s.length - 1) : n), name);
    const problems: string[] = [];
    const areaFits = (cityId: number, area: string, what: string) => {
      const city = cityOf.get(cityId)!;
      const region = placeRegionOf(city.stateCode);
      const elsewhere = notHere.get(region) ?? notHere.set(region, regionalElsewhere(region)).get(region)!;
      const fits = area === 'City Centre' || curatedOf.get(cityId)?.has(area) || namedNear(cityId, area) || neighbourhoodsOf(city.stateCode).includes(unsuffixed(area));
      if (!fits || (elsewhere.has(unsuffixed(area)) && !namedNear(cityId, area))) problems.push(`${what} in ${city.name} (${city.stateCode}): ${area}`);
    };
    for (const hotel of catalogue.hotels) areaFits(hotel.cityId, hotel.locality, hotel.id);
    const curatedPlaces = new Set(Object.values(CITY_LANDMARKS).flat().map(([, name]) => name));
    for (const place of catalogue.places) {
      const city = cityOf.get(place.cityId)!;
      areaFits(place.cityId, place.vicinity.slice(0, -`, ${city.name}`.length), place.name);
      // A chowk is a crossing of the north and west; the south has its circles and junctions.
      const region = placeRegionOf(city.stateCode);
      if (!curatedPlaces.has(place.name) && / Chowk$/.test(place.name) && region !== 'north' && region !== 'west') problems.push(`${place.name}, ${city.name}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The example that was wrong: no Civil Lines (a northern town's) anywhere in Mumbai.
    expect(catalogue.places.filter((p) => p.cityId === 1275339 && p.name.includes('Civil Lines'))).toEqual([]);
  });

  it("puts a place in a hotel's name only where that place is: a Himalayan Residency in the Himalaya, a Station Inn by a station", () => {
    const inStates = (states: string[]) => (h: HotelRow) => states.includes(cityOf.get(h.cityId)!.stateCode);
    const rules: Array<[RegExp, (h: HotelRow) => boolean]> = [
      [/\bHimalayan\b/, inStates(['HP', 'UK', 'JK', 'LA', 'SK', 'AR'])],
      [/\bDeccan\b/, inStates(['MH', 'KA', 'TS', 'AP'])],
      [/\bMalabar\b/, inStates(['KL'])],
      [/\bKonark\b/, inStates(['OD'])],
      [/\bNilgiri\b/, inStates(['TN', 'KL', 'KA'])],
      [/\bGanga\b/, inStates(['UK', 'UP', 'BR', 'WB', 'JH'])],
      [/\bKaveri\b/, inStates(['KA', 'TN'])],
      [/\bGodavari\b/, inStates(['MH', 'TS', 'AP'])],
      [/\bNarmada\b/, inStates(['MP', 'GJ', 'MH'])],
      [/\bBrahmaputra\b/, inStates(['AS'])],
      [/\bAravali\b/, inStates(['RJ', 'HR', 'DL', 'GJ'])],
      [/\b(Hill View|Lake View|Mall Road)\b/, (h) => ['hills'].includes(CITY_CHARACTER[h.cityId] ?? '')],
      [/\bAirport\b/, (h) => (h.arrival.airport?.km ?? Infinity) <= 6],
      [/\bStation\b/, (h) => (h.arrival.station?.km ?? Infinity) <= 2],
    ];
    const problems: string[] = [];
    const used = new Set<RegExp>();
    for (const hotel of catalogue.hotels) {
      for (const [word, fits] of rules) {
        if (!word.test(hotel.name)) continue;
        used.add(word);
        if (!fits(hotel)) problems.push(`${hotel.name} in ${cityOf.get(hotel.cityId)!.name} (${cityOf.get(hotel.cityId)!.stateCode})`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The rules are met by names that are there, not by their absence.
    expect(used.size).toBeGreaterThan(8);
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
