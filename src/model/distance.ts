/** Distances for nearby places: the one great-circle distance of domain/geo.ts, in metres. Pure. */
import { distanceKm, type LatLng } from '../../domain/geo';

export type { LatLng };

/** Great-circle distance in metres. */
export const distanceMetres = (a: LatLng, b: LatLng): number => distanceKm(a, b) * 1000;

/** `850 m` under a kilometre, `1.2 km` above. */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}

/** Coordinates as text (`gl.lt`, `gl.ln`) to numbers; null when they are not numbers. */
export function parseLatLng(lt: string | number, ln: string | number): LatLng | null {
  const lat = Number(lt);
  const lng = Number(ln);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (String(lt).trim() === '' || String(ln).trim() === '') return null;
  return { lat, lng };
}
