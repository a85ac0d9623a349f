/**
 * Search panel validation, in the order the checks run, with the messages the panel shows word
 * for word; then the limits the server holds a stay to (`stay.ts`). Pure.
 */
import { isCheckOutAfter, stayBreak, stayMessages, type StayWindow } from './stay';

export const searchMessages = {
  destination: 'Please enter or select a valid destination.',
  dates: 'Please select check-in and check-out dates.',
  order: 'Check-out date must be after check-in date.',
  noDestinationFound: 'No valid destinations found for the input.',
  suggestionsFailed: 'Failed to load suggestions. Please try again.',
  noSuggestions: 'No suggestions found for this query.',
  resolveFailed: 'Failed to fetch destination suggestions. Please try again.',
  /** A child's age is chosen, never assumed. */
  childAge: "Please select each child's age.",
} as const;

/** From this many typed characters the server is asked for suggestions. */
export const SERVER_QUERY_MIN = 3;

/**
 * A place a search is centred on instead of a city's own hotels (an airport, a railway station or
 * a landmark: the hotels around it, nearest first), or the one hotel a search opens.
 */
export interface PlaceRef {
  kind: 'airport' | 'station' | 'landmark' | 'hotel';
  /** The place's id (`BOM`, `howrah`, `1275339-gateway-of-india`) or the hotel's id. */
  id: string;
}

/**
 * A destination: a city (or a sub-place) id with its display name; for an airport, station,
 * landmark or hotel, its city's id, and the place itself in `place`.
 */
export interface Destination {
  id: number;
  name: string;
  place?: PlaceRef;
}

/**
 * What a destination is: a state (or union territory), a well-known region, a city, an area
 * within a city, an airport, a railway station, a landmark or a hotel.
 */
export type DestinationKind = 'state' | 'region' | 'city' | 'area' | 'airport' | 'station' | 'landmark' | 'hotel';

/** One line of the suggestion list: a state or region, a city, a sub-place within a city, or a place or hotel with its city. */
export interface DestinationOption extends Destination {
  /** Full region name shown under the name, e.g. 'Bengaluru, Karnataka, India'. */
  label: string;
  kind: DestinationKind;
  /** An area's city: the suggestion it is listed under. */
  parentId?: number;
  /** The hotels its search covers, where the server counts them. */
  hotelCount?: number;
  /** The server matched the typed text to its name or another name of it. */
  exactMatch?: boolean;
  /** Offered as one of the traveller's recent searches. */
  recent?: boolean;
}

/**
 * What tells a line of the list from every other, in this list and the lists before it: its
 * position, kind, parent and id. A place may be a city of its own and an area of another, and
 * the same position holds another place once the text changes; a line named by its id alone was
 * left on screen from an earlier list (React kept the row of a repeated key), and a click on it
 * picked whatever the new list had at its position.
 */
export function optionKey(option: DestinationOption, index: number): string {
  return `${index}:${option.kind}:${option.parentId ?? ''}:${option.id}${option.place ? `:${option.place.id}` : ''}`;
}

/** The place a destination names, as one text: its city's id, and the place's own id when it has one. */
export const destinationKey = (d: Destination): string => (d.place ? `${d.id}:${d.place.kind}:${d.place.id}` : String(d.id));

export const needsServer = (text: string) => text.trim().length >= SERVER_QUERY_MIN;

/** Under 3 characters: the built-in popular cities whose name or region contains the text. */
export function filterPopular(popular: readonly DestinationOption[], text: string): DestinationOption[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...popular];
  return popular.filter((c) => c.name.toLowerCase().includes(q) || c.label.toLowerCase().includes(q));
}

export interface SearchDraft {
  chosen: Destination | null;
  text: string;
  checkIn: string | null;
  checkOut: string | null;
  /** The days a stay may start on. */
  window: StayWindow;
}

/**
 * The first problem that stops a search before any destination lookup, or null. A destination
 * is present when one was chosen or something was typed (it is then resolved to a suggestion).
 * The panel's own checks come first; then a stay the server would refuse (a past check-in, one more
 * than 365 days ahead, more than 30 nights) gets its own message.
 */
export function firstProblem(draft: SearchDraft): string | null {
  if (!draft.chosen && !draft.text.trim()) return searchMessages.destination;
  if (!draft.checkIn || !draft.checkOut) return searchMessages.dates;
  if (!isCheckOutAfter(draft.checkIn, draft.checkOut)) return searchMessages.order;
  const broken = stayBreak(draft.checkIn, draft.checkOut, draft.window);
  return broken ? stayMessages[broken] : null;
}
