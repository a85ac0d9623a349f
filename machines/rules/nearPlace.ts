/**
 * A search near a place (an airport, a railway station, a landmark) as one short text, how a
 * results link and the stored search carry it: `airport-BOM`, `station-howrah`,
 * `landmark-1275339-gateway-of-india` (the kind, a dash, the place's id). Pure.
 */
import type { NearPlace, NearPlaceKind } from '../../contract/searchQuery';

export const NEAR_PLACE_KINDS: readonly NearPlaceKind[] = ['airport', 'station', 'landmark'];

const PLACE_ID = /^[A-Za-z0-9-]{1,80}$/;

export const isNearPlaceKind = (kind: unknown): kind is NearPlaceKind => NEAR_PLACE_KINDS.includes(kind as NearPlaceKind);

/** `airport-BOM` */
export const nearPlaceText = (place: NearPlace): string => `${place.kind}-${place.id}`;

/** The place a text names, or null when it is not one (empty, an unknown kind, a malformed id). */
export function parseNearPlace(text: string | null | undefined): NearPlace | null {
  if (!text) return null;
  const at = text.indexOf('-');
  if (at < 0) return null;
  const kind = text.slice(0, at);
  const id = text.slice(at + 1);
  return isNearPlaceKind(kind) && PLACE_ID.test(id) ? { kind, id } : null;
}
