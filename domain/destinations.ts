/**
 * Destinations beyond the spec's suggestion rules: which suggestion typed text names exactly, the
 * recent searches offered when the destination box opens empty, and what a suggestion's kind is
 * called. Pure.
 */
import type { DestinationKind, DestinationOption } from './searchValidation';

/** Beyond the spec's messages: typed text that names no one suggestion exactly is not searched as another place. */
export const CHOOSE_DESTINATION = 'Choose your destination from the list.';

/** Recent searches kept (and offered) at most. */
export const MAX_RECENT = 5;

/** Lower case, no diacritics, letters and digits as words: how names are compared. */
export function normaliseDestination(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
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
  const ids = new Set(named.map((o) => o.id));
  return ids.size === 1 ? named[0]! : null;
}

/** The recent searches with `destination` first (without what belonged to the query it answered), each place once, at most MAX_RECENT. */
export function addRecent(recent: readonly DestinationOption[], destination: DestinationOption): DestinationOption[] {
  const { recent: _recent, exactMatch: _exact, ...entry } = destination;
  return [entry, ...recent.filter((r) => r.id !== destination.id)].slice(0, MAX_RECENT);
}

const KINDS: readonly DestinationKind[] = ['state', 'region', 'city', 'area'];

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
    const { id, name, label, kind, parentId, hotelCount } = item as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || typeof name !== 'string' || !name.trim()) continue;
    if (typeof label !== 'string' || !KINDS.includes(kind as DestinationKind)) continue;
    if (entries.some((e) => e.id === id)) continue;
    const count = typeof hotelCount === 'number' && Number.isInteger(hotelCount) && hotelCount >= 0 ? { hotelCount } : {};
    const parent = typeof parentId === 'number' && Number.isInteger(parentId) ? { parentId } : {};
    entries.push({ id, name, label, kind: kind as DestinationKind, ...parent, ...count });
  }
  return entries.slice(0, MAX_RECENT);
}

/**
 * What the list offers as the box opens with nothing typed: the recent searches (marked), then
 * the popular cities not among them.
 */
export function emptyBoxOptions(recent: readonly DestinationOption[], popular: readonly DestinationOption[]): DestinationOption[] {
  const ids = new Set(recent.map((r) => r.id));
  return [...recent.map((r) => ({ ...r, recent: true })), ...popular.filter((p) => !ids.has(p.id))];
}

/** The kind as a suggestion shows it. */
export const kindLabels: Record<DestinationKind, string> = { state: 'State', region: 'Region', city: 'City', area: 'Area' };

/** "44 hotels", "1 hotel". */
export const hotelCountText = (count: number): string => `${count.toLocaleString('en-IN')} ${count === 1 ? 'hotel' : 'hotels'}`;
