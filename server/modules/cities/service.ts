import type { CitySuggestion } from '../../../contract/cities';
import { ALIASES } from '../../db/seed/content/cityNames';
import { normaliseDestination } from '../../../domain/destinations';
import { cityImage, THEMES, themeImage } from '../../db/seed/content/collections';
import { notFound } from '../../http/apiError';
import type { City, Places } from '../catalogue/store/places';
import { STATE_CAPITAL_IDS } from '../../db/seed/content/regions';
import { cityAreas, MAX_SUB_PLACES } from './areas';
import { regionsOf, type Region } from './regions';

const MAX_SUGGESTIONS = 10;
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

/** City suggestions, themes and themed cities, all from the in-memory catalogue. */
export function cityService(model: Places) {
  const suggestible = model.citiesByPopulation.filter((c) => c.population > SUGGEST_POPULATION || c.hotelCount > 0 || CAPITALS.has(c.id));
  const regions = regionsOf(model).list.map((region) => ({ region, words: region.key.split(' ') }));
  // Each place belongs to one city (areas.ts): listed under it, and found by its name through it.
  const { listed, ownerOf } = cityAreas(model, suggestible);
  const suggestibleIds = new Set(suggestible.map((c) => c.id));
  /** Places not suggested themselves, found by name under the city they belong to. */
  const orphans = model.citiesByPopulation.filter((p) => !suggestibleIds.has(p.id) && ownerOf.has(p.id));
  const aliases = Object.entries(ALIASES).map(([name, id]) => ({ key: normaliseDestination(name), city: model.cities.get(id) })).filter((a) => a.city);
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
    for (const { region, words } of regions) {
      if (region.key === q || region.aliasKeys.includes(q)) addRegion(region, 0);
      else if (region.key.startsWith(q) || region.aliasKeys.some((a) => a.startsWith(q))) addRegion(region, 1);
      else if (words.some((w) => w.startsWith(q))) addRegion(region, 2);
    }
    for (const city of suggestible) {
      if (city.key === q) add(city, 0);
      else if (city.key.startsWith(q)) add(city, 1);
      else if (nameWords.get(city.id)!.some((w) => w.startsWith(q))) add(city, 2);
      else if (stateWords.get(city.id)!.some((w) => w.startsWith(q)) || stateKey.get(city.id)!.startsWith(q)) add(city, 3);
    }
    for (const alias of aliases) {
      if (alias.key === q) add(alias.city!, 0);
      else if (alias.key.startsWith(q)) add(alias.city!, 1);
    }
    for (const place of orphans) {
      if (place.key.startsWith(q)) add(ownerOf.get(place.id)!, 4, place);
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

  return {
    /**
     * GET /cities/search/{QUERY}: exact, then prefix, word, state-name and sub-place matches; at a
     * tier a state or region comes before a city, then hotels (regions) or population (cities) break ties.
     */
    suggest(query: string): CitySuggestion[] {
      const q = normaliseDestination(query);
      if (!q) return [];
      const known = answers.get(q);
      if (known) return known;
      let hits = rank(q);
      if (hits.length === 0) hits = typos(q);
      const unique = new Map<number, Hit>();
      // At a tier: states and regions first, those with more hotels first; then cities, larger first.
      const regionFirst = (h: Hit) => (h.region ? 0 : 1);
      const weight = (h: Hit) => (h.region ? h.region.hotelCount : h.city.population);
      for (const h of hits.sort((a, b) => a.tier - b.tier || regionFirst(a) - regionFirst(b) || weight(b) - weight(a) || a.city.id - b.city.id)) {
        if (!unique.has(h.city.id)) unique.set(h.city.id, h);
      }
      const answer = [...unique.values()].slice(0, MAX_SUGGESTIONS).map(projection);
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
