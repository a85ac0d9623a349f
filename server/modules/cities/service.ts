import type { CitySuggestion } from '../../../contract/cities';
import { ALIASES, normaliseName } from '../../db/seed/content/cityNames';
import { cityImage, THEMES, themeImage } from '../../db/seed/content/collections';
import { notFound } from '../../http/apiError';
import type { City, ReadModel } from '../catalogue/readModel';
import { cityAreas, MAX_SUB_PLACES } from './areas';

const MAX_SUGGESTIONS = 10;
/** Cities this large can be suggested even without hotels (sub-places of others always can). */
const SUGGEST_POPULATION = 100_000;

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
export function cityService(model: ReadModel) {
  const suggestible = model.citiesByPopulation.filter((c) => c.population > SUGGEST_POPULATION || c.hotelCount > 0);
  // Each place belongs to one city (areas.ts): listed under it, and found by its name through it.
  const { listed, ownerOf } = cityAreas(model, suggestible);
  const suggestibleIds = new Set(suggestible.map((c) => c.id));
  /** Places not suggested themselves, found by name under the city they belong to. */
  const orphans = model.citiesByPopulation.filter((p) => !suggestibleIds.has(p.id) && ownerOf.has(p.id));
  const aliases = Object.entries(ALIASES).map(([name, id]) => ({ key: normaliseName(name), city: model.cities.get(id) })).filter((a) => a.city);
  const stateKey = new Map(suggestible.map((c) => [c.id, normaliseName(c.stateName)]));
  const stateWords = new Map(suggestible.map((c) => [c.id, normaliseName(c.stateName).split(' ')]));
  const nameWords = new Map(suggestible.map((c) => [c.id, c.key.split(' ')]));
  /** Answers are a pure function of the static catalogue: remember the recent ones. */
  const answers = new Map<string, CitySuggestion[]>();
  const ANSWERS_KEPT = 5_000;

  function projection(city: City, first?: City): CitySuggestion {
    const subs = listed.get(city.id) ?? [];
    // A place found by its name leads its city's list (in place of the last, when that is full).
    const ordered = first ? [first, ...subs.filter((s) => s.id !== first.id)].slice(0, Math.max(MAX_SUB_PLACES, subs.length)) : subs;
    return {
      id: city.id,
      cityName: city.name,
      fullRegionName: city.fullRegionName,
      // A sub-place's own state: Mohali near Chandigarh is in Punjab, Noida near Delhi in Uttar Pradesh.
      cities: ordered.map((s) => ({ id: s.id, fullRegionName: `${s.name}, ${city.name}, ${s.stateName}, India` })),
    };
  }

  function rank(q: string): Array<{ city: City; tier: number; via?: City }> {
    const hits = new Map<number, { city: City; tier: number; via?: City }>();
    const add = (city: City, tier: number, via?: City) => {
      const seen = hits.get(city.id);
      if (!seen || tier < seen.tier) hits.set(city.id, { city, tier, ...(via ? { via } : {}) });
    };
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

  function typos(q: string): Array<{ city: City; tier: number }> {
    if (q.length < 3) return [];
    const close = (key: string) =>
      withinOneEdit(q, key) ||
      (q.length >= 4 && [key.slice(0, q.length), key.slice(0, q.length + 1), key.slice(0, q.length - 1)].some((k) => withinOneEdit(q, k)));
    const found = suggestible.filter((c) => close(c.key)).map((city) => ({ city, tier: 5 }));
    for (const alias of aliases) if (close(alias.key)) found.push({ city: alias.city!, tier: 5 });
    return found;
  }

  return {
    /** GET /cities/search/{QUERY}: exact, then prefix, word, region and sub-place matches; population breaks ties. */
    suggest(query: string): CitySuggestion[] {
      const q = normaliseName(query);
      if (!q) return [];
      const known = answers.get(q);
      if (known) return known;
      let hits = rank(q);
      if (hits.length === 0) hits = typos(q);
      const unique = new Map<number, { city: City; tier: number; via?: City }>();
      for (const h of hits.sort((a, b) => a.tier - b.tier || b.city.population - a.city.population || a.city.id - b.city.id)) {
        if (!unique.has(h.city.id)) unique.set(h.city.id, h);
      }
      const answer = [...unique.values()].slice(0, MAX_SUGGESTIONS).map((h) => projection(h.city, h.via));
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
