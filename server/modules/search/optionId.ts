import { OPTION_ID_PATTERN } from '../../../contract/ids';

/** Search ids are this many hex digits (searchStore.ts; contract/ids.ts SEARCH_ID_PATTERN). */
export const SEARCH_ID_LENGTH = 20;

/**
 * Option ids carry the search they were priced for, so a later call (cancellation policy,
 * booking review) can find the stay: `{hotelSearchId}-{hotelId}-{roomTypePosition}-{planCode}`,
 * e.g. `3f9a0c1d2e4b5a6c7d8e-1275339007-2-BBR`.
 */
export function optionId(searchId: string, hotelId: string, roomPosition: number, planCode: string): string {
  return `${searchId}-${hotelId}-${roomPosition}-${planCode}`;
}

export interface ParsedOptionId {
  searchId: string;
  hotelId: string;
  roomTypeId: string;
  planCode: string;
}

export function parseOptionId(id: string): ParsedOptionId | null {
  const m = OPTION_ID_PATTERN.exec(id);
  if (!m) return null;
  return { searchId: m[1]!, hotelId: m[2]!, roomTypeId: `${m[2]}-${m[3]}`, planCode: m[4]! };
}
