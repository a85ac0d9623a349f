/**
 * The catalogue's hotels by name, as the suggestions find them ("Ivory Guest" finds the Ivory
 * Guest House), read from the shared catalogue: every hotel it sells, imported and partner-fed
 * ones too. Built again when hotels are written (see service.ts).
 */
import { normaliseDestination } from '../../../domain/destinations';
import { S_CITY, SLOT_WORDS } from '../catalogue/store/layout';
import type { City } from '../catalogue/store/places';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';

export interface NamedHotel {
  id: string;
  name: string;
  city: City;
  /** The normalised name, and its words followed by its city's ("Ivory Mumbai" finds Hotel Ivory in Mumbai). */
  key: string;
  words: readonly string[];
}

/** How well a hotel's name matches: 0 its whole name, 1 its start, 2 every typed word starts a word of it. */
export interface HotelMatch {
  hotel: NamedHotel;
  tier: number;
}

/** Words too common in hotel names to find one by (Hotel Ivory is found by "Ivory"). */
const GENERIC = new Set(['hotel', 'the', 'and', 'inn', 'resort', 'residency', 'lodge', 'stay', 'stays', 'suites', 'grand', 'palace']);
/** Typed words are matched from this many letters: an index by each word's start finds the candidates. */
const STEM = 3;

export interface HotelNames {
  /** The hotels whose names match `q` (normalised), best first, at most `limit`. */
  find(q: string, limit: number): HotelMatch[];
  readonly size: number;
}

export function hotelNames(view: CatalogueView): HotelNames {
  const hotels: NamedHotel[] = [];
  const byStem = new Map<string, number[]>();
  for (let slot = 0, count = view.slotCount; slot < count; slot++) {
    const record = view.recordOf(slot);
    if (record < 0) continue;
    const city = view.places.cities.get(view.slots[slot * SLOT_WORDS + S_CITY]!);
    const name = view.hotelName(record);
    const key = normaliseDestination(name);
    if (!city || !key) continue;
    const words = key.split(' ');
    const index = hotels.push({ id: view.hotelId(record), name, city, key, words: [...words, ...city.key.split(' ')] }) - 1;
    // Only the name's own words find a hotel: "Mumbai" finds Mumbai's hotels by their city, not each of them.
    for (const stem of new Set(words.filter((w) => w.length >= STEM).map((w) => w.slice(0, STEM)))) {
      const list = byStem.get(stem);
      if (list) list.push(index);
      else byStem.set(stem, [index]);
    }
  }

  return {
    size: hotels.length,
    find(q, limit) {
      const typed = q.split(' ').filter(Boolean);
      // The typed word least common in hotel names picks the candidates (a city's name starts none);
      // a query of only common words finds none.
      const lists = typed.filter((w) => w.length >= STEM && !GENERIC.has(w)).flatMap((w) => {
        const list = byStem.get(w.slice(0, STEM));
        return list ? [list] : [];
      });
      if (lists.length === 0) return [];
      const candidates = lists.reduce((fewest, list) => (list.length < fewest.length ? list : fewest));
      const found: HotelMatch[] = [];
      for (const i of candidates) {
        const hotel = hotels[i]!;
        const tier = hotel.key === q ? 0 : hotel.key.startsWith(q) ? 1 : wordsMatch(typed, hotel.words) ? 2 : -1;
        if (tier >= 0) found.push({ hotel, tier });
      }
      return found.sort((a, b) => a.tier - b.tier || a.hotel.key.localeCompare(b.hotel.key) || a.hotel.city.name.localeCompare(b.hotel.city.name) || (a.hotel.id < b.hotel.id ? -1 : 1)).slice(0, limit);
    },
  };
}

/** Every typed word starts a word of the name, in order; the last may be half typed. */
function wordsMatch(typed: readonly string[], words: readonly string[]): boolean {
  let at = 0;
  for (const word of typed) {
    while (at < words.length && !words[at]!.startsWith(word)) at++;
    if (at === words.length) return false;
    at++;
  }
  return true;
}
