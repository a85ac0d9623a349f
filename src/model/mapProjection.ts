/**
 * Web-Mercator maths for the offline map (and the Google map's centre): coordinates to pixels,
 * fitting markers, the 15 km ring, the graticule, and pan/zoom of one transformed layer.
 * Pure and browser-safe.
 */
import { NEW_DELHI, type LatLng } from '../../domain/geo';


export interface Point {
  x: number;
  y: number;
}

/** Pixels of the whole world at zoom 0, as web maps use. */
export const TILE_SIZE = 256;
/** Default centre in the New Delhi area (domain/geo.ts), zoom 11, 15 km radius. */
export const DEFAULT_ZOOM = 11;
export const SEARCH_RADIUS_KM = 15;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Web Mercator stops at about ±85.05°. */
export const MAX_LAT = 85.05112878;
const EARTH_RADIUS_M = 6_378_137;

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Coordinates given as text (`gl.lt`, `gl.ln`), or null when they are not usable. */
export function parseLatLng(lt: string, ln: string): LatLng | null {
  const lat = Number(lt);
  const lng = Number(ln);
  if (lt.trim() === '' || ln.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A point in world units: x and y from 0 to 1 (x east, y south). */
export function project({ lat, lng }: LatLng): Point {
  const sin = Math.sin((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

export function unproject({ x, y }: Point): LatLng {
  const lng = x * 360 - 180;
  const n = Math.PI - 2 * Math.PI * y;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** A point in pixels of the world at `zoom`. */
export function toPixels(p: LatLng, zoom: number): Point {
  const w = project(p);
  const size = worldSize(zoom);
  return { x: w.x * size, y: w.y * size };
}

export function fromPixels(p: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  return unproject({ x: p.x / size, y: p.y / size });
}

/** Ground metres per screen pixel at a latitude and zoom. */
export function metersPerPixel(lat: number, zoom: number): number {
  return (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * EARTH_RADIUS_M) / worldSize(zoom);
}

/** A ground distance as pixels at a latitude and zoom (e.g. the 15 km ring). */
export function kmToPixels(km: number, lat: number, zoom: number): number {
  return (km * 1000) / metersPerPixel(lat, zoom);
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return { south, west, north, east };
}

/** The middle of the points' bounds (in Mercator, so it is the middle on screen). */
export function centreOf(points: readonly LatLng[], fallback: LatLng = NEW_DELHI): LatLng {
  const b = boundsOf(points);
  if (!b) return fallback;
  const sw = project({ lat: b.south, lng: b.west });
  const ne = project({ lat: b.north, lng: b.east });
  return unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 });
}

/**
 * The centre and the largest zoom (up to `maxZoom`, fractional) at which every point fits inside
 * `width` x `height` less `padding` on each side. No points: New Delhi at the default zoom.
 */
export function fitView(
  points: readonly LatLng[],
  width: number,
  height: number,
  padding = 40,
  maxZoom = 15,
): { centre: LatLng; zoom: number } {
  const b = boundsOf(points);
  if (!b) return { centre: NEW_DELHI, zoom: DEFAULT_ZOOM };
  const sw = project({ lat: b.south, lng: b.west });
  const ne = project({ lat: b.north, lng: b.east });
  const spanX = Math.abs(ne.x - sw.x);
  const spanY = Math.abs(sw.y - ne.y);
  const usableW = Math.max(1, width - 2 * padding);
  const usableH = Math.max(1, height - 2 * padding);
  const zx = spanX > 0 ? Math.log2(usableW / (spanX * TILE_SIZE)) : maxZoom;
  const zy = spanY > 0 ? Math.log2(usableH / (spanY * TILE_SIZE)) : maxZoom;
  return { centre: centreOf(points), zoom: clamp(Math.min(zx, zy, maxZoom), MIN_ZOOM, maxZoom) };
}

/**
 * A view centred on `centre` (the chosen point) at the largest zoom (up to `maxZoom`, fractional)
 * at which every point still fits inside `width` x `height` less `padding` on each side. No
 * points: the default zoom.
 */
export function fitAround(
  centre: LatLng,
  points: readonly LatLng[],
  width: number,
  height: number,
  padding = 40,
  maxZoom = 15,
): { centre: LatLng; zoom: number } {
  if (points.length === 0) return { centre, zoom: DEFAULT_ZOOM };
  const c = project(centre);
  let dx = 0;
  let dy = 0;
  for (const p of points) {
    const w = project(p);
    dx = Math.max(dx, Math.abs(w.x - c.x));
    dy = Math.max(dy, Math.abs(w.y - c.y));
  }
  const halfW = Math.max(1, width / 2 - padding);
  const halfH = Math.max(1, height / 2 - padding);
  const zx = dx > 0 ? Math.log2(halfW / (dx * TILE_SIZE)) : maxZoom;
  const zy = dy > 0 ? Math.log2(halfH / (dy * TILE_SIZE)) : maxZoom;
  return { centre, zoom: clamp(Math.min(zx, zy, maxZoom), MIN_ZOOM, maxZoom) };
}

/**
 * The transform of the one map layer: layer pixel p (laid out at a reference zoom) shows on
 * screen at p * scale + (x, y).
 */
export interface ViewTransform {
  x: number;
  y: number;
  scale: number;
}

/** Zoom by `factor` keeping the screen point `anchor` over the same place; the scale stays within limits. */
export function zoomAround(view: ViewTransform, factor: number, anchor: Point, minScale: number, maxScale: number): ViewTransform {
  const scale = clamp(view.scale * factor, minScale, maxScale);
  const f = scale / view.scale;
  return { scale, x: anchor.x - (anchor.x - view.x) * f, y: anchor.y - (anchor.y - view.y) * f };
}

export function panBy(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The zoom level a scale stands for when the layer was laid out at `referenceZoom`. */
export function zoomOfScale(referenceZoom: number, scale: number): number {
  return referenceZoom + Math.log2(scale);
}

/** A transform that puts layer point `target` at the middle of a `width` x `height` screen. */
export function centredOn(target: Point, width: number, height: number, scale = 1): ViewTransform {
  return { scale, x: width / 2 - target.x * scale, y: height / 2 - target.y * scale };
}

/** A round graticule step in degrees for a span: about 4 to 10 lines across. */
export function graticuleStep(spanDegrees: number): number {
  const steps = [10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005];
  for (const s of steps) if (spanDegrees / s >= 4) return s;
  return steps[steps.length - 1]!;
}

/** Latitudes and longitudes of graticule lines covering `bounds`, one step beyond each side. */
export function graticuleLines(bounds: Bounds, step: number): { lats: number[]; lngs: number[] } {
  const range = (lo: number, hi: number) => {
    const out: number[] = [];
    const first = Math.floor(lo / step) - 1;
    const last = Math.ceil(hi / step) + 1;
    for (let i = first; i <= last && out.length < 400; i++) out.push(Number((i * step).toFixed(6)));
    return out;
  };
  return {
    lats: range(bounds.south, bounds.north).filter((l) => Math.abs(l) <= MAX_LAT),
    lngs: range(bounds.west, bounds.east).filter((l) => Math.abs(l) <= 180),
  };
}
