/**
 * The CSV form of a catalogue file (docs/catalogue.md): one row per room type, its hotel's columns
 * repeated on each of its rows. Read into the JSON form's shape (format.ts checks it), with the
 * line of every value and the column each field came from, so errors name both.
 */
import { parse } from 'csv-parse/sync';

/** The columns, in the order the documented example has them. */
export const CSV_COLUMNS = [
  'hotel_code', 'hotel_name', 'city', 'state', 'stars', 'type', 'latitude', 'longitude', 'address_line1', 'address_line2', 'locality',
  'postal_code', 'phone', 'headline', 'about_location', 'facilities', 'house_rules', 'pay_later', 'pan_required', 'passport_required',
  'hotel_photos', 'room_code', 'room_name', 'room_category', 'max_adults', 'max_children', 'rate_rupees', 'rooms', 'area_sqft', 'beds',
  'room_facilities', 'benefits', 'services', 'plans', 'allotments', 'room_photo', 'rates',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string>>;

/** The hotel's columns, which its rows must repeat alike. */
const HOTEL_COLUMNS: readonly Column[] = CSV_COLUMNS.slice(0, CSV_COLUMNS.indexOf('room_code'));

/** Which column a field of the JSON form comes from (the field's path with indexes left out). */
const COLUMN_OF: Record<string, Column> = {
  code: 'hotel_code', name: 'hotel_name', city: 'city', state: 'state', stars: 'stars', type: 'type', latitude: 'latitude', longitude: 'longitude',
  'address.line1': 'address_line1', 'address.line2': 'address_line2', 'address.locality': 'locality', 'address.postalCode': 'postal_code',
  phone: 'phone', 'description.headline': 'headline', 'description.location': 'about_location', facilities: 'facilities', 'policies.rules': 'house_rules',
  payLater: 'pay_later', panRequired: 'pan_required', passportRequired: 'passport_required', photos: 'hotel_photos', rooms: 'room_code',
  'rooms.code': 'room_code', 'rooms.name': 'room_name', 'rooms.category': 'room_category', 'rooms.maxAdults': 'max_adults',
  'rooms.maxChildren': 'max_children', 'rooms.rateRupees': 'rate_rupees', 'rooms.rooms': 'rooms', 'rooms.areaSqft': 'area_sqft', 'rooms.beds': 'beds',
  'rooms.facilities': 'room_facilities', 'rooms.benefits': 'benefits', 'rooms.services': 'services', 'rooms.plans': 'plans',
  'rooms.allotments': 'allotments', 'rooms.photo': 'room_photo', 'rooms.rates': 'rates',
};

/** The CSV column a field's path (`hotels.0.rooms.1.plans.0.meal`) came from. */
export function csvColumnOf(path: ReadonlyArray<string | number>): string | undefined {
  const keys = path.slice(2).filter((k) => typeof k === 'string');
  for (let n = keys.length; n > 0; n--) {
    const column = COLUMN_OF[keys.slice(0, n).join('.')];
    if (column) return column;
  }
  return undefined;
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const list = (v: string | undefined) => (v ? v.split('|').map((s) => s.trim()).filter(Boolean) : []);
const number = (v: string | undefined) => (v === undefined || v === '' ? undefined : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);
const flag = (v: string | undefined) => (v === undefined || v === '' ? undefined : /^(yes|true|y|1)$/i.test(v) ? true : /^(no|false|n|0)$/i.test(v) ? false : v);
const optional = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/** `1 Queen Bed|1 Sofa Bed` */
const beds = (v: string | undefined) =>
  list(v).map((b) => {
    const m = /^(\d+)\s*x?\s+(.+)$/.exec(b);
    return m ? { count: Number(m[1]), type: m[2] } : { count: b, type: b };
  });

/** `BB:R:2:L|RO:N`: meal, R(efundable) or N(on-refundable), free-cancellation days, L when it may be paid later. */
const plans = (v: string | undefined) =>
  list(v).map((p) => {
    const [meal, kind, days, later] = p.split(':').map((s) => s.trim());
    return {
      meal,
      refundable: kind === 'R' ? true : kind === 'N' ? false : (kind ?? ''),
      ...(days ? { freeCancelDays: number(days) } : {}),
      ...(later ? { payLater: later === 'L' ? true : later } : {}),
    };
  });

/** `2026-12-20..2027-01-05:2|...`: nights from..to (inclusive) and the rooms on sale each. */
const allotments = (v: string | undefined) =>
  list(v).map((a) => {
    const m = /^(\S+)\.\.(\S+):(\S+)$/.exec(a);
    return m ? { from: m[1], to: m[2], rooms: number(m[3]) } : { from: a, to: a, rooms: a };
  });

/** `2026-12-24..2027-01-02:4500|2026-12-31..2026-12-31@BB-R:9000`: nights from..to, the plan (else the room) and the rate in rupees. */
const rateRanges = (v: string | undefined) =>
  list(v).map((a) => {
    const m = /^(\S+?)\.\.(\S+?)(?:@(\S+))?:(\S+)$/.exec(a);
    return m ? { from: m[1], to: m[2], ...(m[3] ? { plan: m[3] } : {}), rateRupees: number(m[4]) } : { from: a, to: a, rateRupees: a };
  });

export interface CsvHotels {
  value: { hotels: unknown[] };
  /** The line of each value, by its path of keys and indexes joined with dots (as jsonLines.ts). */
  lines: Map<string, number>;
}

export function parseCsvHotels(text: string): CsvHotels {
  let records: Array<{ record: Row; info: { lines: number } }>;
  try {
    records = parse(text, { columns: true, info: true, skip_empty_lines: true, trim: true, bom: true }) as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new CsvError(`${(error as Error).message} (CSV)`, line);
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const unknown = header.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) throw new CsvError(`unknown column ${unknown.map((c) => `"${c}"`).join(', ')} (the columns are ${CSV_COLUMNS.join(', ')})`, 1);

  const lines = new Map<string, number>();
  const hotels: Array<Record<string, unknown> & { rooms: unknown[] }> = [];
  const firstRowOf = new Map<string, { index: number; row: Row; line: number }>();
  for (const { record: row, info } of records) {
    const line = info.lines;
    const code = row.hotel_code ?? '';
    let first = firstRowOf.get(code);
    if (!first) {
      first = { index: hotels.length, row, line };
      firstRowOf.set(code, first);
      hotels.push(hotelOf(row));
      for (const key of ['', 'code', 'name', 'city', 'state', 'stars', 'type', 'latitude', 'longitude', 'address', 'phone', 'description', 'facilities', 'policies', 'payLater', 'panRequired', 'passportRequired', 'photos', 'rooms']) {
        lines.set(key ? `hotels.${first.index}.${key}` : `hotels.${first.index}`, line);
      }
    } else {
      const differs = HOTEL_COLUMNS.find((c) => (row[c] ?? '') !== '' && (row[c] ?? '') !== (first!.row[c] ?? ''));
      if (differs) throw new CsvError(`${differs}: differs from line ${first.line}, the first row of hotel ${code} (a hotel's columns must be the same on each of its rows)`, line);
    }
    const hotel = hotels[first.index]!;
    lines.set(`hotels.${first.index}.rooms.${hotel.rooms.length}`, line);
    hotel.rooms.push(roomOf(row));
  }
  lines.set('', 1);
  lines.set('hotels', 1);
  return { value: { hotels }, lines };
}

function hotelOf(r: Row): Record<string, unknown> & { rooms: unknown[] } {
  return {
    code: r.hotel_code,
    name: r.hotel_name,
    city: number(r.city),
    state: optional(r.state),
    stars: number(r.stars),
    type: r.type?.toUpperCase(),
    latitude: number(r.latitude),
    longitude: number(r.longitude),
    address: { line1: r.address_line1, line2: optional(r.address_line2), locality: r.locality, postalCode: r.postal_code },
    phone: r.phone,
    description: { headline: optional(r.headline), location: optional(r.about_location) },
    facilities: list(r.facilities),
    policies: { rules: optional(r.house_rules) },
    payLater: flag(r.pay_later),
    panRequired: flag(r.pan_required),
    passportRequired: flag(r.passport_required),
    photos: list(r.hotel_photos),
    rooms: [],
  };
}

function roomOf(r: Row): Record<string, unknown> {
  return {
    code: r.room_code,
    name: r.room_name,
    category: optional(r.room_category),
    maxAdults: number(r.max_adults),
    maxChildren: number(r.max_children),
    rateRupees: number(r.rate_rupees),
    rooms: number(r.rooms),
    areaSqft: number(r.area_sqft),
    beds: beds(r.beds),
    facilities: list(r.room_facilities),
    benefits: list(r.benefits),
    services: list(r.services),
    plans: plans(r.plans),
    allotments: allotments(r.allotments),
    rates: rateRanges(r.rates),
    photo: optional(r.room_photo),
  };
}
