import type { CitySuggestion } from '../../../contract/cities';
import { ALIASES } from '../../reference/cityNames';
import { normaliseDestination } from '../../../domain/destinations';
import { distanceKm } from '../../../domain/geo';
import { cityImage, THEMES, themeImage } from '../../reference/collections';
import { notFound } from '../../http/apiError';
import type { City, Places } from '../catalogue/store/places';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';
import { STATE_CAPITAL_IDS } from '../../reference/regions';
import { nearCounter } from '../search/nearHotels';
import { cityAreas, MAX_SUB_PLACES } from './areas';
import { CITY_NAMES } from './cityNames';
import { hotelNames, type HotelMatch, type HotelNames } from './hotelNames';
import { namedPlacesOf, type NamedPlace } from './namedPlaces';
import { placeWordOf } from './placeWords';
import { compactName, regionsOf, type Region } from './regions';

const MAX_SUGGESTIONS = 10;
/** At most this many airports, stations and landmarks, and this many hotels, in one answer. */
const MAX_PLACES = 5;
const MAX_HOTELS = 3;
/** "Calangute airport": a city with no airport of its own is offered the nearest within this distance. */
const NEAR_CITY_KM = 60;
/** Places and hotels are matched from this many typed characters (codes have three). */
const PLACE_QUERY_MIN = 3;
/** Cities this large can be suggested even without hotels (sub-places of others always can); state capitals always. */
const SUGGEST_POPULATION = 100_000;
const CAPITALS = new Set(STATE_CAPITAL_IDS);

/** A match of a query: a city or region, how well it matched (0 best), the area found by its name. */
interface Hit {
  city: City;
  tier: number;
  via?: City;
  region?: Region;
}

/**
 * An airport, station or landmark matched: how well (0 best), and whether the query names it (its
 * code, its name, "{city} airport"). A code ranks with the cities whose names it starts ("NAG"
 * is Nagpur before Nagpur's airport) but still names its place.
 */
interface PlaceHit {
  place: NamedPlace;
  tier: number;
  names: boolean;
}

/** One line of an answer before it is written: a city or region, a place, or a hotel. */
type Ranked = { of: 'city'; group: 0 | 1; hit: Hit } | { of: 'place'; group: 2; hit: PlaceHit; order: number } | { of: 'hotel'; group: 3; hit: HotelMatch; order: number };

/** What the suggestions read of the hotels themselves, built again when hotels are written. */
interface FromCatalogue {
  /** The catalogue's arena size when built: it grows whenever a hotel is written. */
  arena: number;
  hotels: HotelNames;
  /** Hotels within 15 km of each named place. */
  hotelsNear: Map<NamedPlace, number>;
}

/** A hotel matched at tier t ranks with the cities and places matched at t + 3 (after them). */
const HOTEL_TIERS_BELOW = 3;

/** Every typed word starts a word of the name, each a different one, in order. */
function wordsStart(typed: readonly string[], words: readonly string[]): boolean {
  let at = 0;
  for (const word of typed) {
    while (at < words.length && !words[at]!.startsWith(word)) at++;
    if (at === words.length) return false;
    at++;
  }
  return true;
}

/** One wrong, missing, extra or swapped letter at most. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * City suggestions, themes and themed cities, all from the in-memory catalogue. With `catalogue`
 * (the shared catalogue), the suggestions also find hotels by name and count the hotels near each
 * airport, station and landmark.
 */
export function cityService(model: Places, catalogue?: CatalogueView) {
  const suggestible = model.citiesByPopulation.filter((c) => c.population > SUGGEST_POPULATION || c.hotelCount > 0 || CAPITALS.has(c.id));
  const regions = regionsOf(model).list.map((region) => ({ region, words: region.key.split(' ') }));
  // Each place belongs to one city (areas.ts): listed under it, and found by its name through it.
  const { listed, ownerOf } = cityAreas(model, suggestible);
  const suggestibleIds = new Set(suggestible.map((c) => c.id));
  /** Places not suggested themselves, found by name under the city they belong to. */
  const orphans = model.citiesByPopulation.filter((p) => !suggestibleIds.has(p.id) && ownerOf.has(p.id));
  // Other names (the seed's and cityNames.ts's), compared without spaces: "naini tal" is "nainital", "नई दिल्ली" "नईदिल्ली".
  const aliasNames: Array<[string, number]> = [
    ...Object.entries(ALIASES),
    ...Object.entries(CITY_NAMES).flatMap(([id, names]) => names.map((name): [string, number] => [name, Number(id)])),
  ];
  const aliases = aliasNames.map(([name, id]) => ({ key: compactName(name), city: model.cities.get(id) })).filter((a) => a.city);
  const named = namedPlacesOf(model);
  const listOrder = new Map(named.list.map((p, i) => [p, i]));
  let fromCatalogue: FromCatalogue | undefined;
  const stateKey = new Map(suggestible.map((c) => [c.id, normaliseDestination(c.stateName)]));
  const stateWords = new Map(suggestible.map((c) => [c.id, normaliseDestination(c.stateName).split(' ')]));
  const nameWords = new Map(suggestible.map((c) => [c.id, c.key.split(' ')]));
  /** Answers are a pure function of the static catalogue: remember the recent ones. */
  const answers = new Map<string, CitySuggestion[]>();
  const ANSWERS_KEPT = 5_000;

  function projection({ city, via: first, region, tier }: Hit): CitySuggestion {
    if (region) {
      return { id: region.id, cityName: region.name, fullRegionName: region.fullRegionName, cities: [], kind: region.kind, hotelCount: region.hotelCount, exactMatch: tier === 0 };
    }
    const subs = listed.get(city.id) ?? [];
    // A place found by its name leads its city's list (in place of the last, when that is full).
    const ordered = first ? [first, ...subs.filter((s) => s.id !== first.id)].slice(0, Math.max(MAX_SUB_PLACES, subs.length)) : subs;
    return {
      id: city.id,
      cityName: city.name,
      fullRegionName: city.fullRegionName,
      // A sub-place's own state: Mohali near Chandigarh is in Punjab, Noida near Delhi in Uttar Pradesh.
      cities: ordered.map((s) => ({ id: s.id, fullRegionName: `${s.name}, ${city.name}, ${s.stateName}, India`, kind: 'area' as const })),
      kind: 'city',
      ...(city.hotelCount > 0 ? { hotelCount: city.hotelCount } : {}),
      exactMatch: tier === 0,
    };
  }

  /** The hotels' names and the places' hotel counts, read again once hotels were written since. */
  function catalogueParts(): FromCatalogue | undefined {
    if (!catalogue) return undefined;
    const arena = catalogue.arenaUsed;
    if (fromCatalogue?.arena !== arena) {
      const count = nearCounter(catalogue);
      fromCatalogue = { arena, hotels: hotelNames(catalogue), hotelsNear: new Map(named.list.map((p) => [p, count(p)])) };
      answers.clear();
    }
    return fromCatalogue;
  }

  function placeProjection({ place, names }: PlaceHit, exact: boolean): CitySuggestion {
    const count = fromCatalogue?.hotelsNear.get(place);
    return {
      id: place.city.id,
      cityName: place.name,
      fullRegionName: place.city.fullRegionName,
      cities: [],
      kind: place.kind,
      ...(count !== undefined ? { hotelCount: count } : {}),
      exactMatch: exact && names,
      near: { kind: place.kind, id: place.id },
      ...(place.code ? { code: place.code } : {}),
      gl: { lt: place.lat.toFixed(6), ln: place.lng.toFixed(6) },
    };
  }

  /** A hotel's line; its tier is already moved below the cities' (HOTEL_TIERS_BELOW), so its whole name is that tier. */
  function hotelProjection({ hotel, tier }: HotelMatch, exact: boolean): CitySuggestion {
    return { id: hotel.city.id, cityName: hotel.name, fullRegionName: hotel.city.fullRegionName, cities: [], kind: 'hotel', exactMatch: exact && tier === HOTEL_TIERS_BELOW, hotelId: hotel.id };
  }

  /** Airports, stations and landmarks by their codes and names. */
  function matchPlaces(q: string): PlaceHit[] {
    const typed = q.split(' ');
    const found: PlaceHit[] = [];
    for (const place of named.list) {
      if (place.keys.includes(q)) found.push({ place, tier: 0, names: true });
      else if (place.codes.includes(q)) found.push({ place, tier: 1, names: true });
      else if (place.keys.some((k) => k.startsWith(q))) found.push({ place, tier: 1, names: false });
      else if (place.keys.some((k) => wordsStart(typed, k.split(' ')))) found.push({ place, tier: 2, names: false });
    }
    return found;
  }

  /**
   * "Mumbai airport", "Howrah station", "Calangute beach": the places of that kind of the city
   * (or state, or region) the rest names; a city with none of its own is offered the nearest. A
   * landmark word finds the city's landmarks of that kind, or, for a city named exactly that has
   * none, the city itself ("Calangute beach" is Calangute).
   */
  function placesOfKind(q: string): { places: PlaceHit[]; cities: Hit[] } {
    const asked = placeWordOf(q);
    if (!asked) return { places: [], cities: [] };
    const hits = rank(asked.rest).filter((h) => h.tier <= 1);
    const best = Math.min(...hits.map((h) => h.tier));
    const targets = hits.filter((h) => h.tier === best).slice(0, 2);
    const places: PlaceHit[] = [];
    const cities: Hit[] = [];
    for (const target of targets) {
      const inTarget = (p: NamedPlace) =>
        target.region ? (target.region.kind === 'state' ? p.stateCode === target.region.stateCode : target.region.cityIds.includes(p.city.id)) : p.city.id === target.city.id;
      if (asked.word.kind === 'landmark') {
        const { word } = asked.word;
        const own = named.list.filter((p) => p.kind === 'landmark' && inTarget(p) && p.keys[0]!.split(' ').includes(word));
        for (const place of own) places.push({ place, tier: target.tier, names: target.tier === 0 });
        if (own.length === 0 && target.tier === 0) cities.push({ ...target, tier: 0 });
        continue;
      }
      const kind = asked.word.kind;
      const own = named.list.filter((p) => p.kind === kind && inTarget(p));
      if (own.length > 0) {
        for (const place of own) places.push({ place, tier: target.tier, names: target.tier === 0 });
        continue;
      }
      const nearest = named.list
        .filter((p) => p.kind === kind)
        .map((place) => ({ place, km: distanceKm(place, target.city) }))
        .filter((p) => p.km <= NEAR_CITY_KM)
        .sort((a, b) => a.km - b.km)
        .slice(0, 2);
      for (const { place } of nearest) places.push({ place, tier: 1, names: false });
    }
    return { places, cities };
  }

  function rank(q: string): Hit[] {
    const hits = new Map<number, Hit>();
    const add = (city: City, tier: number, via?: City) => {
      const seen = hits.get(city.id);
      if (!seen || tier < seen.tier) hits.set(city.id, { city, tier, ...(via ? { via } : {}) });
    };
    // States and regions by name and other names (Himachal, Kodagu); region ids never name a city.
    const addRegion = (region: Region, tier: number) => {
      const seen = hits.get(region.id);
      if (!seen || tier < seen.tier) hits.set(region.id, { city: region, tier, region });
    };
    const compact = q.replace(/ /g, '');
    for (const { region, words } of regions) {
      if (region.key === q || region.aliasKeys.includes(compact)) addRegion(region, 0);
      else if (region.key.startsWith(q) || region.aliasKeys.some((a) => a.startsWith(compact))) addRegion(region, 1);
      else if (words.some((w) => w.startsWith(q))) addRegion(region, 2);
    }
    for (const city of suggestible) {
      if (city.key === q) add(city, 0);
      else if (city.key.startsWith(q)) add(city, 1);
      else if (nameWords.get(city.id)!.some((w) => w.startsWith(q))) add(city, 2);
      else if (stateWords.get(city.id)!.some((w) => w.startsWith(q)) || stateKey.get(city.id)!.startsWith(q)) add(city, 3);
    }
    for (const alias of aliases) {
      if (alias.key === compact) add(alias.city!, 0);
      else if (alias.key.startsWith(compact)) add(alias.city!, 1);
    }
    // A place under a city, found by its name: named whole, it ranks beside the cities named ("Connaught Place").
    for (const place of orphans) {
      if (place.key.startsWith(q)) add(ownerOf.get(place.id)!, place.key === q ? 1 : 4, place);
    }
    return [...hits.values()];
  }

  function typos(q: string): Hit[] {
    if (q.length < 3) return [];
    const close = (key: string) =>
      withinOneEdit(q, key) ||
      (q.length >= 4 && [key.slice(0, q.length), key.slice(0, q.length + 1), key.slice(0, q.length - 1)].some((k) => withinOneEdit(q, k)));
    const found: Hit[] = regions.filter(({ region }) => close(region.key)).map(({ region }) => ({ city: region, tier: 5, region }));
    for (const city of suggestible) if (close(city.key)) found.push({ city, tier: 5 });
    for (const alias of aliases) if (close(alias.key)) found.push({ city: alias.city!, tier: 5 });
    return found;
  }

  /** Places with hotels near them before those without; then airports, stations, landmarks, each in list order. */
  const placeWeight = (hit: PlaceHit, order: number) => ((fromCatalogue?.hotelsNear.get(hit.place) ?? 1) > 0 ? 0 : 1e6) + order;

  function assemble(ranked: Ranked[]): CitySuggestion[] {
    // At a tier: states and regions first, those with more hotels first; then cities, larger first.
    const weight = (r: Ranked) => (r.of === 'city' ? -(r.hit.region ? r.hit.region.hotelCount : r.hit.city.population) : r.of === 'place' ? placeWeight(r.hit, r.order) : r.order);
    const id = (r: Ranked) => (r.of === 'city' ? r.hit.city.id : 0);
    ranked.sort((a, b) => a.hit.tier - b.hit.tier || a.group - b.group || weight(a) - weight(b) || id(a) - id(b));
    // Whether the query names a city or region: then a place or hotel of that name is not what it names ("Howrah" is the city).
    const cityNamed = ranked.some((r) => r.of === 'city' && r.hit.tier === 0);
    const placeNamed = ranked.some((r) => r.of === 'place' && r.hit.names);
    const seen = new Set<string>();
    const answer: CitySuggestion[] = [];
    let places = 0;
    let hotels = 0;
    for (const r of ranked) {
      if (answer.length === MAX_SUGGESTIONS) break;
      const key = r.of === 'city' ? `c${r.hit.city.id}` : r.of === 'place' ? `p${r.hit.place.kind}:${r.hit.place.id}` : `h${r.hit.hotel.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (r.of === 'city') answer.push(projection(r.hit));
      else if (r.of === 'place') {
        if (places++ < MAX_PLACES) answer.push(placeProjection(r.hit, !cityNamed));
      } else if (hotels++ < MAX_HOTELS) answer.push(hotelProjection(r.hit, !cityNamed && !placeNamed));
    }
    return answer;
  }

  return {
    /**
     * GET /cities/search/{QUERY}: exact, then prefix, word, state-name and sub-place matches of
     * cities, states and regions; airports and stations by code and name, landmarks by name, and
     * "{city} airport" and the like; hotels by name. At a tier a state or region comes first,
     * then cities (more people first), then places, then hotels; hotels rank below the cities
     * and places a query matches about as well. Only when nothing matches is one typo forgiven.
     */
    suggest(query: string): CitySuggestion[] {
      const q = normaliseDestination(query);
      if (!q) return [];
      const parts = catalogueParts();
      const known = answers.get(q);
      if (known) return known;
      const asCity = (hit: Hit): Ranked => ({ of: 'city', group: hit.region ? 0 : 1, hit });
      const ranked: Ranked[] = rank(q).map(asCity);
      if (q.length >= PLACE_QUERY_MIN) {
        const ofKind = placesOfKind(q);
        ranked.push(...ofKind.cities.map(asCity));
        for (const hit of [...ofKind.places, ...matchPlaces(q)]) ranked.push({ of: 'place', group: 2, hit, order: listOrder.get(hit.place)! });
        (parts?.hotels.find(q, MAX_HOTELS) ?? []).forEach((hit, order) => ranked.push({ of: 'hotel', group: 3, hit: { ...hit, tier: hit.tier + HOTEL_TIERS_BELOW }, order }));
      }
      if (ranked.length === 0) ranked.push(...typos(q).map(asCity));
      const answer = assemble(ranked);
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
      answers.set(q, answer);
      return answer;
    },

    /** GET /retrieve-all-cities: every (theme, city) tile. */
    allCities() {
      return THEMES.flatMap((t) =>
        t.cityIds.flatMap((id) => {
          const city = model.cities.get(id);
          return city ? [{ cityId: id, cityName: city.name, themeId: t.id, videoUrl: cityImage(id) }] : [];
        }),
      );
    },

    themes() {
      return THEMES.map((t) => ({ id: t.id, name: t.name, imageUrl: themeImage(t.id) }));
    },

    citiesOfTheme(vibeId: number) {
      const theme = THEMES.find((t) => t.id === vibeId);
      if (!theme) throw notFound(`vibeId: no theme with id ${vibeId}`);
      return theme.cityIds.flatMap((id) => {
        const city = model.cities.get(id);
        return city ? [{ cityId: id, cityName: city.name, videoUrl: cityImage(id) }] : [];
      });
    },
  };
}
export type CityService = ReturnType<typeof cityService>;
