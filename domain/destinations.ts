/**
 * Destinations beyond the suggestion rules: which suggestion typed text names exactly, the
 * recent searches offered when the destination box opens empty, and what a suggestion's kind is
 * called. Pure.
 */
import { destinationKey, type DestinationKind, type DestinationOption, type PlaceRef } from './searchValidation';

/** Beyond the panel's messages: typed text that names no one suggestion exactly is not searched as another place. */
export const CHOOSE_DESTINATION = 'Choose your destination from the list.';

/** Recent searches kept (and offered) at most. */
export const MAX_RECENT = 5;

/**
 * Malayalam's final consonants (chillu): one character each since Unicode 5.1, and before that
 * the consonant, a virama and a joiner, which keyboards still type. Both compare the same.
 */
const MALAYALAM_CHILLU: Record<string, string> = {
  '\u0d7a': '\u0d23\u0d4d',
  '\u0d7b': '\u0d28\u0d4d',
  '\u0d7c': '\u0d30\u0d4d',
  '\u0d7d': '\u0d32\u0d4d',
  '\u0d7e': '\u0d33\u0d4d',
  '\u0d7f': '\u0d15\u0d4d',
};

/**
 * Lower case, no diacritics, letters and digits as words: how names are compared. Letters of
 * every script are kept with their vowel signs (मुंबई, சென்னை), and the joiners some keyboards
 * put inside a word of an Indian script (U+200C, U+200D) are dropped, so a name typed either way
 * compares the same.
 */
export function normaliseDestination(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u200c\u200d]/g, '')
    .replace(/[\u0d7a-\u0d7f]/g, (chillu) => MALAYALAM_CHILLU[chillu]!)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The one suggestion the typed text names: the server's exact match (its name or another name
 * of it, "Himachal" for Himachal Pradesh) or a line whose name is the text. Null when none does,
 * or when several places do (two Aurangabads): then the traveller chooses.
 */
export function exactChoice(options: readonly DestinationOption[], text: string): DestinationOption | null {
  const typed = normaliseDestination(text);
  if (!typed) return null;
  const named = options.filter((o) => o.exactMatch === true || normaliseDestination(o.name) === typed);
  const places = new Set(named.map(destinationKey));
  return places.size === 1 ? named[0]! : null;
}

/** The recent searches with `destination` first (without what belonged to the query it answered), each place once, at most MAX_RECENT. */
export function addRecent(recent: readonly DestinationOption[], destination: DestinationOption): DestinationOption[] {
  const { recent: _recent, exactMatch: _exact, ...entry } = destination;
  const key = destinationKey(destination);
  return [entry, ...recent.filter((r) => destinationKey(r) !== key)].slice(0, MAX_RECENT);
}

const KINDS: readonly DestinationKind[] = ['state', 'region', 'city', 'area', 'airport', 'station', 'landmark', 'hotel'];
const PLACE_KINDS: ReadonlyArray<PlaceRef['kind']> = ['airport', 'station', 'landmark', 'hotel'];

/** A stored place of a destination (a value, or its JSON text), or null when it is not one. */
export function parsePlace(value: unknown): PlaceRef | null {
  if (typeof value === 'string') {
    try {
      return parsePlace(JSON.parse(value));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { kind, id } = value as Record<string, unknown>;
  if (!PLACE_KINDS.includes(kind as PlaceRef['kind']) || typeof id !== 'string' || !/^[A-Za-z0-9-]{1,80}$/.test(id)) return null;
  return { kind: kind as PlaceRef['kind'], id };
}

/** Recent searches as stored (JSON), keeping only well-formed entries; anything else reads as none. */
export function parseRecent(stored: string | null): DestinationOption[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: DestinationOption[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { id, name, label, kind, parentId, hotelCount, place } = item as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || typeof name !== 'string' || !name.trim()) continue;
    if (typeof label !== 'string' || !KINDS.includes(kind as DestinationKind)) continue;
    // An airport, station, landmark or hotel is kept with the place it names, or not at all.
    const ref = parsePlace(place);
    if (PLACE_KINDS.includes(kind as PlaceRef['kind']) !== (ref !== null && ref.kind === kind)) continue;
    const entry = { id, name, ...(ref ? { place: ref } : {}) };
    if (entries.some((e) => destinationKey(e) === destinationKey(entry))) continue;
    const count = typeof hotelCount === 'number' && Number.isInteger(hotelCount) && hotelCount >= 0 ? { hotelCount } : {};
    const parent = typeof parentId === 'number' && Number.isInteger(parentId) ? { parentId } : {};
    entries.push({ ...entry, label, kind: kind as DestinationKind, ...parent, ...count });
  }
  return entries.slice(0, MAX_RECENT);
}

/**
 * What the list offers as the box opens with nothing typed: the recent searches (marked), then
 * the popular cities not among them.
 */
export function emptyBoxOptions(recent: readonly DestinationOption[], popular: readonly DestinationOption[]): DestinationOption[] {
  const keys = new Set(recent.map(destinationKey));
  return [...recent.map((r) => ({ ...r, recent: true })), ...popular.filter((p) => !keys.has(destinationKey(p)))];
}

/** The kind as a suggestion shows it. */
export const kindLabels: Record<DestinationKind, string> = {
  state: 'State',
  region: 'Region',
  city: 'City',
  area: 'Area',
  airport: 'Airport',
  station: 'Station',
  landmark: 'Landmark',
  hotel: 'Hotel',
};

/** "44 hotels", "1 hotel". */
export const hotelCountText = (count: number): string => `${count.toLocaleString('en-IN')} ${count === 1 ? 'hotel' : 'hotels'}`;
