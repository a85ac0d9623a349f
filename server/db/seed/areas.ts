/**
 * What part of a city a point is in: the nearest curated locality or GeoNames place within 2 km,
 * else a neighbourhood name given to its 3 km square of the city (deterministic per city and seed,
 * named in the order the squares are first asked about), one that towns of its region use. Pure.
 */
import { NEIGHBOURHOOD_SUFFIXES, neighbourhoodsOf } from '../../reference/placeNames';
import { distanceKm } from '../../../domain/geo';
import { rng } from '../../rules/seededRandom';
import type { Point } from './land';

export interface NamedPoint extends Point {
  name: string;
}

const NAMED_WITHIN_KM = 2;
const SQUARE_KM = 3;

export type AreaNamer = (point: Point) => string;

export function areaNamer(city: Point & { id: number; stateCode: string }, named: readonly NamedPoint[], seed: number): AreaNamer {
  const names = neighbourhoodsOf(city.stateCode);
  const pool = rng(seed, 'areas', city.id).sample(names, names.length);
  const taken = new Set(named.map((n) => n.name));
  const squares = new Map<string, string>();
  let next = 0;
  const freshName = (): string => {
    for (;;) {
      const round = Math.floor(next / pool.length);
      const base = pool[next % pool.length]!;
      next++;
      const name = round === 0 ? base : `${base} ${NEIGHBOURHOOD_SUFFIXES[(round - 1) % NEIGHBOURHOOD_SUFFIXES.length]}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
  const cosLat = Math.cos((city.lat * Math.PI) / 180);
  return (point) => {
    let best: NamedPoint | undefined;
    let bestKm = NAMED_WITHIN_KM;
    for (const n of named) {
      const km = distanceKm(point, n);
      if (km <= bestKm) {
        best = n;
        bestKm = km;
      }
    }
    if (best) return best.name;
    const key = `${Math.floor(((point.lat - city.lat) * 111.32) / SQUARE_KM)}:${Math.floor(((point.lng - city.lng) * 111.32 * cosLat) / SQUARE_KM)}`;
    let name = squares.get(key);
    if (!name) squares.set(key, (name = freshName()));
    return name;
  };
}
