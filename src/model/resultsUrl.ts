/**
 * The results page's choices in its URL, beside the query
 * (`place&destination&checkIn&checkOut`): the rooms, the sort, the view and the filters, so a reload
 * or a shared link opens the same list. Values a URL may carry that mean nothing here are
 * ignored and their defaults used; nothing a URL holds can make reading fail. Pure.
 *
 * `rooms=2-4.9_1`: rooms split by `_`, each its adults, then `-` and its children's ages split by
 * `.`; `sort=priceLowToHigh`; `view=map`; and one parameter per ticked filter option: `price`,
 * `stars`, `type`, `amenity`, `terms`, `rules` (house rules), with `name` for the hotel name.
 * Defaults are left out (the default stay, 1 room with 1 adult, too: the search panel's links stay
 * the four-value query other sites link to).
 * The default sort is User Rating, and Distance for a search near a place (`near`, resultsQuery.ts).
 */
import type { ResultsRefinement } from '../../machines/results.machine';
import {
  PRICE_BANDS,
  PROPERTY_TYPES,
  STAR_OPTIONS,
  TERM_OPTIONS,
} from '../../machines/rules/hotelFilters';
import { HOUSE_RULES } from '../../domain/houseRules';
import { DISTANCE_SORT, defaultSortFor, isSortOption } from '../../machines/rules/hotelSort';
import { parseNearPlace } from '../../machines/rules/nearPlace';
import { defaultRooms, isValidRooms, ROOM_RULES, roomsKey, type PanelRoom } from '../../machines/rules/rooms';




/** The parameters this file owns; the query's own (place, destination, dates) are left as they are. */
const KEYS = ['rooms', 'sort', 'view', 'price', 'stars', 'type', 'amenity', 'terms', 'rules', 'name'] as const;

/** Amenity names are free text in a URL: bounded so a crafted link stays a small filter. */
const AMENITY_MAX = 20;
const TEXT_MAX = 100;

/** The values of a repeated parameter that are among `allowed`, once each, in the order given. */
function chosen<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const out: T[] = [];
  for (const value of params.getAll(key)) if ((allowed as readonly string[]).includes(value) && !out.includes(value as T)) out.push(value as T);
  return out;
}

/** A search near a place (the URL's `near`) sorts by Distance unless it says otherwise, and only it can. */
const searchesNear = (params: URLSearchParams) => parseNearPlace(params.get('near')) !== null;

/** The sort, view and filters a URL's query string holds; anything unusable gives its default. */
export function readRefinement(search: string): ResultsRefinement {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const near = searchesNear(params);
  const amenities: string[] = [];
  for (const value of params.getAll('amenity')) {
    const a = value.trim();
    if (a && a.length <= TEXT_MAX && !amenities.includes(a) && amenities.length < AMENITY_MAX) amenities.push(a);
  }
  return {
    sort: isSortOption(sort) && (near || sort !== DISTANCE_SORT.id) ? sort : defaultSortFor(near),
    view: params.get('view') === 'map' ? 'map' : 'list',
    filters: {
      priceBands: chosen(params, 'price', PRICE_BANDS.map((b) => b.id)),
      stars: chosen(params, 'stars', STAR_OPTIONS.map((s) => s.id)),
      amenities,
      propertyTypes: chosen(params, 'type', PROPERTY_TYPES),
      terms: chosen(params, 'terms', TERM_OPTIONS.map((t) => t.id)),
      houseRules: chosen(params, 'rules', HOUSE_RULES.map((r) => r.id)),
      name: (params.get('name') ?? '').slice(0, TEXT_MAX),
    },
  };
}

/** `rooms=` text of panel rooms. */
export const roomsParam = (rooms: readonly PanelRoom[]) =>
  rooms.map((r) => (r.childAges.length ? `${r.adults}-${r.childAges.join('.')}` : String(r.adults))).join('_');

const ROOM_TEXT = /^(\d)(?:-(\d{1,2}(?:\.\d{1,2})*))?$/;

/** Rooms from a URL's `rooms=` text, or null when it holds none the search panel could have produced. */
export function roomsFromParam(text: string | null): PanelRoom[] | null {
  if (!text) return null;
  const parts = text.split('_');
  if (parts.length > ROOM_RULES.maxRooms) return null;
  const rooms: PanelRoom[] = [];
  for (const part of parts) {
    const m = ROOM_TEXT.exec(part);
    if (!m) return null;
    const childAges = m[2] ? m[2].split('.').map(Number) : [];
    rooms.push({ id: rooms.length + 1, adults: Number(m[1]), children: childAges.length, childAges });
  }
  return isValidRooms(rooms) ? rooms : null;
}

/**
 * The query string (without `?`) of `search` with these rooms and choices in it: the query's
 * own parameters kept as they are, then what differs from the defaults.
 */
export function withRefinement(search: string, rooms: readonly PanelRoom[], r: ResultsRefinement): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  if (roomsKey(rooms) !== roomsKey(defaultRooms())) params.set('rooms', roomsParam(rooms));
  if (r.sort !== defaultSortFor(searchesNear(params))) params.set('sort', r.sort);
  if (r.view !== 'list') params.set('view', r.view);
  const f = r.filters;
  for (const b of f.priceBands) params.append('price', b);
  for (const s of f.stars) params.append('stars', s);
  for (const t of f.propertyTypes) params.append('type', t);
  for (const a of f.amenities) params.append('amenity', a);
  for (const t of f.terms) params.append('terms', t);
  for (const h of f.houseRules) params.append('rules', h);
  if (f.name) params.set('name', f.name);
  return params.toString();
}
