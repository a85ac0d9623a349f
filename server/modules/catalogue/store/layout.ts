/**
 * How the shared catalogue (sharedCatalogue.ts) lays out its hotels, as 32-bit words. Every
 * offset is in bytes from the start of the arena, and every record and ring starts on a word.
 *
 * A hotel's record: a header, its room types, its options (room type then plan order), then its
 * texts (its search answer's fixed parts, the rows it was read from, its id). A record does not
 * change once written, but for the words marked "in place", which the change feed rewrites: what
 * a room type has left, and a plan's rates and restrictions by night.
 */

/** Days a ring holds: a night's slot is its day number modulo this (a power of two). */
export const RING_DAYS = 512;
export const RING_MASK = RING_DAYS - 1;

// The record's header.
export const R_BYTES = 0;
export const R_ROOMS = 1;
export const R_OPTIONS = 2;
/** The search answer's static start (`{"id":...,"pops":[{"tpc":`). */
export const R_START_AT = 3;
export const R_START_LEN = 4;
/** The hotel's and its room types' rows as JSON (what a decoded hotel is made from). */
export const R_SOURCE_AT = 5;
export const R_SOURCE_LEN = 6;
export const R_ID_AT = 7;
export const R_ID_LEN = 8;
/** The most bytes one search hit of this hotel copies from its texts. */
export const R_TEXTS_MAX = 9;
export const HEADER_WORDS = 10;

// A room type, after the header.
export const RT_MAX_ADULTS = 0;
export const RT_MAX_CHILDREN = 1;
export const RT_CAPACITY = 2;
export const RT_POSITION = 3;
export const RT_FIRST_OPTION = 4;
export const RT_PLANS = 5;
/** In place: its rooms-left ring (Int16 per day), or 0 when nothing is booked or allotted (capacity every night). */
export const RT_ROOMS_RING = 6;
/** In place: the first day the ring holds. */
export const RT_ROOMS_FROM = 7;
export const ROOM_WORDS = 8;

// An option (a room type's plan), after the room types.
export const OP_ROOM = 0;
export const OP_MEAL_PER_ADULT = 1;
/** Bit 0 refundable, bit 1 pay later, the free-cancellation days from bit 8. */
export const OP_TERMS = 2;
/** Its text in a search hit: what follows the prices up to its id, room for the search id, the rest of its id. */
export const OP_TEXT_AT = 3;
export const OP_TEXT_LEN = 4;
/** Where in its text the search id goes. */
export const OP_SEARCH_ID_AT = 5;
/** In place: its rates ring (Int32 per day), or 0 when its nights follow the generated formula (below). */
export const OP_RATES_RING = 6;
/** The formula its rates follow when there is no ring: the season's index + 1, the base rate, what a night keeps (BP). */
export const OP_FORMULA_SEASON = 7;
export const OP_FORMULA_BASE = 8;
export const OP_FORMULA_KEEP = 9;
/** In place: its restrictions ring (a byte per day), or 0 when no night has one. */
export const OP_RESTRICTIONS_RING = 10;
/** In place: the first and last nights it sells (day numbers); first > last when it sells none. */
export const OP_FIRST_DAY = 11;
export const OP_LAST_DAY = 12;
export const OPTION_WORDS = 13;

export const TERM_REFUNDABLE = 1;
export const TERM_PAY_LATER = 2;

// A hotel's slot, in the slot table.
/** Its record (0: the slot is free). */
export const S_RECORD = 0;
export const S_CITY = 1;
export const S_STARS = 2;
/** Its guests' rating x 100: search lists the best rated first. */
export const S_RATING = 3;
/** Its place among all hotels by id (as strings compare): search's last tie-break. */
export const S_ID_RANK = 4;
export const SLOT_WORDS = 5;

// The header of the whole store.
export const H_SLOTS = 0;
/** The most bytes any hotel's hit copies from its texts (`R_TEXTS_MAX`). */
export const H_TEXTS_MAX = 1;
export const H_ARENA_USED = 2;
export const H_CITIES = 3;
export const HEADER_SIZE = 8;
