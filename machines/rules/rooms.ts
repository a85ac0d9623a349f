/**
 * Rooms and guests of the search panel. Pure rules shared by the
 * `roomsGuests` machine and the views. A panel room has an id, adults, children and their ages.
 * While the panel is edited a child added has no age (`null`) until the traveller chooses one:
 * a search never goes out with an age nobody chose.
 */

export const ROOM_RULES = {
  maxRooms: 5,
  minAdults: 1,
  maxAdults: 2,
  maxChildren: 2,
  minChildAge: 0,
  maxChildAge: 12,
} as const;

/** A child's age in the panel: null until one is chosen. */
export type ChildAge = number | null;

/** A room as the panel edits it: a child's age may still be unchosen. */
export interface DraftRoom {
  id: number;
  adults: number;
  children: number;
  childAges: ChildAge[];
}

/** A room ready to search: every child's age is chosen. */
export interface PanelRoom extends DraftRoom {
  childAges: number[];
}

/** Default stay: 1 room, 1 adult. */
export const defaultRooms = (): PanelRoom[] => [{ id: 1, adults: 1, children: 0, childAges: [] }];

export const canAddRoom = (rooms: readonly DraftRoom[]) => rooms.length < ROOM_RULES.maxRooms;
/** The remove-room button shows only when there is more than one room. */
export const canRemoveRoom = (rooms: readonly DraftRoom[]) => rooms.length > 1;

/** A new room with 1 adult. Room ids are their position, 1 to 5 ('Room 1', 'Room 2'...). */
export function addRoom<R extends DraftRoom>(rooms: readonly R[]): Array<R | PanelRoom> {
  if (!canAddRoom(rooms)) return [...rooms];
  return [...rooms, { id: rooms.length + 1, adults: 1, children: 0, childAges: [] }];
}

/** Removes a room; the rooms after it move up and are numbered again. */
export function removeRoom<R extends DraftRoom>(rooms: readonly R[], index: number): R[] {
  if (!canRemoveRoom(rooms) || !rooms[index]) return [...rooms];
  return rooms.filter((_, i) => i !== index).map((r, i) => ({ ...r, id: i + 1 }));
}

/** The internal cap: every room keeps 1-2 adults and 0-2 children. */
export function canChangeAdults(rooms: readonly DraftRoom[], index: number, delta: number): boolean {
  const room = rooms[index];
  if (!room) return false;
  const next = room.adults + delta;
  return next >= ROOM_RULES.minAdults && next <= ROOM_RULES.maxAdults;
}

export function canChangeChildren(rooms: readonly DraftRoom[], index: number, delta: number): boolean {
  const room = rooms[index];
  if (!room) return false;
  const next = room.children + delta;
  return next >= 0 && next <= ROOM_RULES.maxChildren;
}

export function changeAdults<R extends DraftRoom>(rooms: readonly R[], index: number, delta: number): R[] {
  if (!canChangeAdults(rooms, index, delta)) return [...rooms];
  return rooms.map((r, i) => (i === index ? { ...r, adults: r.adults + delta } : r));
}

/** Adding a child adds an age still to choose (null); removing one drops the last age. */
export function changeChildren(rooms: readonly DraftRoom[], index: number, delta: number): DraftRoom[] {
  if (!canChangeChildren(rooms, index, delta)) return [...rooms];
  return rooms.map((r, i) => {
    if (i !== index) return r;
    const children = r.children + delta;
    const childAges = delta > 0 ? [...r.childAges, null] : r.childAges.slice(0, children);
    return { ...r, children, childAges };
  });
}

export const isChildAge = (age: unknown): age is number =>
  typeof age === 'number' && Number.isInteger(age) && age >= ROOM_RULES.minChildAge && age <= ROOM_RULES.maxChildAge;

export function canSetChildAge(rooms: readonly DraftRoom[], index: number, child: number, age: number): boolean {
  const room = rooms[index];
  return !!room && child >= 0 && child < room.children && isChildAge(age) && room.childAges[child] !== age;
}

export function setChildAge(rooms: readonly DraftRoom[], index: number, child: number, age: number): DraftRoom[] {
  if (!canSetChildAge(rooms, index, child, age)) return [...rooms];
  return rooms.map((r, i) => (i === index ? { ...r, childAges: r.childAges.map((a, c) => (c === child ? age : a)) } : r));
}

/**
 * Is the stepper's plus disabled? Only for room 1, at 2. Other rooms keep the plus
 * enabled and the internal cap of 2 simply ignores the press.
 */
export const isPlusDisabled = (roomIndex: number, count: number) => roomIndex === 0 && count >= 2;
/** The minus stops at the minimum (1 adult, 0 children). */
export const isMinusDisabled = (kind: 'adults' | 'children', count: number) => count <= (kind === 'adults' ? ROOM_RULES.minAdults : 0);

export function guestCount(rooms: readonly DraftRoom[]): number {
  return rooms.reduce((n, r) => n + r.adults + r.children, 0);
}

/** '1 Room, 1 Guest', '2 Rooms, 5 Guests'. */
export function roomsSummary(rooms: readonly DraftRoom[]): string {
  const guests = guestCount(rooms);
  return `${rooms.length} ${rooms.length === 1 ? 'Room' : 'Rooms'}, ${guests} ${guests === 1 ? 'Guest' : 'Guests'}`;
}

/** Is this a list of rooms ready to search the panel could have produced (e.g. read back from session storage)? */
export function isValidRooms(value: unknown): value is PanelRoom[] {
  return isRoomList(value, isChildAge);
}

/** Is this a list of rooms the panel could be editing: like `isValidRooms`, but an age may still be unchosen? */
export function isDraftRooms(value: unknown): value is DraftRoom[] {
  return isRoomList(value, (age) => age === null || isChildAge(age));
}

/** Does a child in these rooms still wait for its age? */
export const hasMissingChildAge = (rooms: readonly DraftRoom[]) => rooms.some((r) => r.childAges.some((age) => age === null));

/** The rooms, once every child's age is chosen; null while one is not. */
export function completeRooms(rooms: readonly DraftRoom[]): PanelRoom[] | null {
  return isValidRooms(rooms) ? [...rooms] : null;
}

function isRoomList(value: unknown, isAge: (age: unknown) => boolean): boolean {
  if (!Array.isArray(value) || value.length < 1 || value.length > ROOM_RULES.maxRooms) return false;
  return value.every(
    (r) =>
      r &&
      typeof r === 'object' &&
      Number.isInteger(r.id) &&
      Number.isInteger(r.adults) &&
      r.adults >= ROOM_RULES.minAdults &&
      r.adults <= ROOM_RULES.maxAdults &&
      Number.isInteger(r.children) &&
      r.children >= 0 &&
      r.children <= ROOM_RULES.maxChildren &&
      Array.isArray(r.childAges) &&
      r.childAges.length === r.children &&
      r.childAges.every(isAge),
  );
}

/** Reads rooms kept as JSON in session storage; anything unusable gives the default. */
export function parseRooms(json: string | null): PanelRoom[] {
  if (!json) return defaultRooms();
  try {
    const value: unknown = JSON.parse(json);
    return isValidRooms(value) ? value : defaultRooms();
  } catch {
    return defaultRooms();
  }
}

/** The room entries of a search request: one entry per panel room. */
export function toRoomInfo(rooms: readonly PanelRoom[]) {
  return rooms.map((r) => ({ numberOfRooms: 1, numberOfAdults: r.adults, numberOfChild: r.children, childAge: [...r.childAges] }));
}

/**
 * Rooms from the room entries of a search request (`roomInfo` of the results page's navigation
 * state): an entry for n rooms gives n panel rooms. Null when they are not rooms
 * the panel could have produced.
 */
export function roomsFromRoomInfo(value: unknown): PanelRoom[] | null {
  if (!Array.isArray(value)) return null;
  const rooms: PanelRoom[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') return null;
    const e = entry as Record<string, unknown>;
    const count = e.numberOfRooms === undefined ? 1 : e.numberOfRooms;
    const ages = e.childAge ?? [];
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > ROOM_RULES.maxRooms || !Array.isArray(ages)) return null;
    for (let i = 0; i < (count as number); i++) {
      rooms.push({ id: rooms.length + 1, adults: e.numberOfAdults as number, children: ages.length, childAges: [...ages] as number[] });
    }
  }
  return isValidRooms(rooms) ? rooms : null;
}

/** The guests of each room as text ('2:4.9|1:'), the same for the same rooms whatever their ids: part of a search's identity. */
export const roomsKey = <R extends { adults: number; childAges?: readonly number[] }>(rooms: readonly R[]) =>
  rooms.map((r) => `${r.adults}:${(r.childAges ?? []).join('.')}`).join('|');
