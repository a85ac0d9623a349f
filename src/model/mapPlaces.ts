/**
 * The names a map shows besides its pins: the city's localities (each at the middle of the hotels
 * or places that lie in it) and the places near a hotel. Pure.
 */
import { nearbyRows, type PlaceLike } from './nearbyPlaces';
import type { LatLng } from './distance';

export interface MapPlace {
  key: string;
  name: string;
  lat: number;
  lng: number;
  /** A locality is a label of an area; a place is a point with its name. */
  kind: 'locality' | 'place';
}

/** The locality of a hotel's second address line, e.g. 'Bandra, near Bandstand' is 'Bandra'. */
export function localityOfAddress(line: string): string {
  return line.split(', near ')[0]!.trim();
}

/** The area of a nearby place's vicinity, e.g. 'Bandra, Mumbai' is 'Bandra'. */
export function areaOfVicinity(vicinity: string): string {
  const parts = vicinity.split(',').map((p) => p.trim());
  return parts.length > 1 ? parts.slice(0, -1).join(', ') : '';
}

/** One label per locality, at the middle of its points, the locality with most points first. */
export function localityPlaces(points: ReadonlyArray<LatLng & { locality: string }>): MapPlace[] {
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const p of points) {
    const name = p.locality.trim();
    if (!name || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
    const s = sums.get(name) ?? { lat: 0, lng: 0, n: 0 };
    s.lat += p.lat;
    s.lng += p.lng;
    s.n += 1;
    sums.set(name, s);
  }
  return [...sums]
    .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
    .map(([name, s]) => ({ key: `locality:${name}`, name, lat: s.lat / s.n, lng: s.lng / s.n, kind: 'locality' as const }));
}

/**
 * What a hotel's map shows around it: each nearby place within the radius (once, however many
 * categories list it), nearest first, then the localities those places lie in.
 */
export function placesAroundHotel(places: readonly PlaceLike[], hotel: LatLng, radius: number): MapPlace[] {
  const rows = nearbyRows(places, hotel, radius);
  const byId = new Map(places.map((p) => [p.place_id, p]));
  const points: MapPlace[] = [];
  const areas: Array<LatLng & { locality: string }> = [];
  for (const row of rows) {
    const at = byId.get(row.id)!.geometry.location;
    points.push({ key: `place:${row.id}`, name: row.name, lat: at.lat, lng: at.lng, kind: 'place' });
    areas.push({ lat: at.lat, lng: at.lng, locality: areaOfVicinity(row.vicinity) });
  }
  return [...points, ...localityPlaces(areas)];
}

/** A label's box on screen: its middle and an estimate of its size from its text. */
export interface LabelBox {
  x: number;
  y: number;
  text: string;
}

const LABEL_HEIGHT_PX = 14;
const CHAR_WIDTH_PX = 7.5;

/**
 * The labels that fit without overlapping, in the order given (most important first), when the
 * layer's pixels are shown `scale` times larger on screen.
 */
export function declutter<T extends LabelBox>(labels: readonly T[], scale: number): T[] {
  const kept: Array<{ x0: number; x1: number; y0: number; y1: number }> = [];
  const out: T[] = [];
  for (const l of labels) {
    const halfW = (l.text.length * CHAR_WIDTH_PX + 8) / 2;
    const halfH = LABEL_HEIGHT_PX / 2 + 1;
    const box = { x0: l.x * scale - halfW, x1: l.x * scale + halfW, y0: l.y * scale - halfH, y1: l.y * scale + halfH };
    if (kept.some((k) => k.x0 < box.x1 && box.x0 < k.x1 && k.y0 < box.y1 && box.y0 < k.y1)) continue;
    kept.push(box);
    out.push(l);
  }
  return out;
}
