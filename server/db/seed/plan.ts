/**
 * How many hotels each city gets. Pure: the same cities and size always give the same plan.
 *
 * - The 8 most populous places are the metros. They share 28% of all hotels by the square root of
 *   their population, each at least 150 (or an eighth of that share in a small catalogue): Mumbai
 *   gets more than Pune.
 * - Then every curated city (themes and collections), then every other place by population, as many
 *   as the remaining hotels allow at 8 a city on average: in the default size (5,400) that is every
 *   city over 100,000 people and some smaller ones. Each gets at least 6; what is left over goes by
 *   population (curated cities, the ones travellers come for, weigh 4 times more).
 * - No other city outgrows 70% of the smallest metro; what that cap cuts goes round the others,
 *   heaviest first.
 */
import { CURATED_CITY_IDS } from '../../reference/collections';

export const METROS = 8;
const METRO_SHARE = 0.28;
export const METRO_FLOOR = 150;
export const MIN_PER_CITY = 6;
const MEAN_PER_CITY = 8;
const CURATED_WEIGHT = 4;
/** A curated town weighs at least as a city of this size: travellers, not residents, fill its hotels. */
const CURATED_POPULATION = 300_000;

export interface PlannableCity {
  id: number;
  population: number;
}

export interface CatalogueSize {
  /** Hotels in total. */
  hotels: number;
}

/** The 8 metros, largest first. */
export function metrosOf(cities: readonly PlannableCity[]): PlannableCity[] {
  return byPopulation(cities).slice(0, METROS);
}

export function planHotelCities(cities: readonly PlannableCity[], spec: CatalogueSize): Map<number, number> {
  const ranked = byPopulation(cities);
  const metros = ranked.slice(0, METROS);
  const metroTotal = Math.round(spec.hotels * METRO_SHARE);
  const floor = Math.min(METRO_FLOOR, Math.floor((0.8 * metroTotal) / METROS));
  const metroCounts = splitWithFloor(metroTotal, metros.map((m) => Math.sqrt(m.population)), floor);
  const plan = new Map<number, number>(metros.map((m, i) => [m.id, metroCounts[i]!]));

  const curated = new Set(CURATED_CITY_IDS);
  const rest = ranked.slice(METROS);
  const candidates = [...rest.filter((c) => curated.has(c.id)), ...rest.filter((c) => !curated.has(c.id))];
  const budget = spec.hotels - metroCounts.reduce((a, b) => a + b, 0);
  const curatedCount = candidates.filter((c) => curated.has(c.id)).length;
  const count = Math.min(candidates.length, Math.max(curatedCount, Math.floor(budget / MEAN_PER_CITY)));
  const others = candidates.slice(0, count);
  const total = Math.max(others.length * MIN_PER_CITY, budget);
  const weights = others.map((c) => (curated.has(c.id) ? CURATED_WEIGHT * Math.max(c.population, CURATED_POPULATION) ** 0.75 : c.population ** 0.75));
  const counts = splitWithFloor(total, weights, MIN_PER_CITY);

  const cap = Math.max(MIN_PER_CITY, Math.round(Math.min(...metroCounts) * 0.7));
  let cut = 0;
  counts.forEach((n, i) => {
    if (n > cap) {
      cut += n - cap;
      counts[i] = cap;
    }
  });
  const heaviest = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  while (cut > 0 && heaviest.some(([, i]) => counts[i]! < cap)) {
    for (const [, i] of heaviest) {
      if (cut <= 0) break;
      if (counts[i]! < cap) {
        counts[i]!++;
        cut--;
      }
    }
  }
  others.forEach((c, i) => plan.set(c.id, counts[i]!));
  return plan;
}

function byPopulation<T extends PlannableCity>(cities: readonly T[]): T[] {
  return [...cities].sort((a, b) => b.population - a.population || a.id - b.id);
}

/**
 * `total` split in proportion to `weights`, every share at least `floor` (when `total` allows),
 * whole numbers that add up to `total` (largest remainder).
 */
export function splitWithFloor(total: number, weights: readonly number[], floor: number): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const fixed = new Array<boolean>(n).fill(false);
  // Shares below the floor are fixed at it; the rest is split again among the others.
  for (;;) {
    const free = weights.map((w, i) => (fixed[i] ? 0 : w));
    const freeWeight = free.reduce((a, b) => a + b, 0);
    const left = total - floor * fixed.filter(Boolean).length;
    let changed = false;
    free.forEach((w, i) => {
      if (!fixed[i] && freeWeight > 0 && (left * w) / freeWeight < floor) {
        fixed[i] = true;
        changed = true;
      }
    });
    if (!changed || fixed.every(Boolean)) break;
  }
  const free = weights.map((w, i) => (fixed[i] ? 0 : w));
  const freeWeight = free.reduce((a, b) => a + b, 0);
  const left = Math.max(0, total - floor * fixed.filter(Boolean).length);
  const raw = free.map((w, i) => (fixed[i] ? floor : freeWeight > 0 ? (left * w) / freeWeight : 0));
  const counts = raw.map((r) => Math.floor(r));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; rest > 0 && order.length > 0; k = (k + 1) % order.length) {
    counts[order[k]![1]]!++;
    rest--;
  }
  return counts;
}
