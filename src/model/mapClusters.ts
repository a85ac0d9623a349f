/**
 * Price pins grouped into clusters with counts (supercluster), for the offline map and Google
 * Maps alike: at a zoom level, pins closer than a pin's width on screen become one cluster that
 * shows how many hotels it holds and the zoom that splits it. Pure.
 */
import Supercluster from 'supercluster';
import { MAX_ZOOM, MIN_ZOOM, TILE_SIZE, clamp } from './mapProjection';

export interface Placeable {
  id: string;
  lat: number;
  lng: number;
}

export type MapItem<T extends Placeable> =
  | { kind: 'pin'; key: string; lat: number; lng: number; item: T }
  | {
      kind: 'cluster';
      key: string;
      lat: number;
      lng: number;
      /** How many hotels the cluster holds. */
      count: number;
      /** The zoom at which the cluster splits. */
      splitZoom: number;
    };

/** Pins closer than this many screen pixels (about a price pin's width) cluster. */
export const CLUSTER_RADIUS_PX = 56;
/** From this zoom on every pin stands alone (street level). */
const CLUSTER_MAX_ZOOM = 16;

export interface ClusterIndex<T extends Placeable> {
  /** The pins and clusters of the whole map at a zoom level (fractional zooms are rounded). */
  at(zoom: number): MapItem<T>[];
}

export function clusterIndex<T extends Placeable>(items: readonly T[], radiusPx = CLUSTER_RADIUS_PX): ClusterIndex<T> {
  // The extent is the map's tile size, so the radius is in the map's own pixels.
  const index = new Supercluster<{ i: number }, Record<string, never>>({ radius: radiusPx, extent: TILE_SIZE, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    items.map((item, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [item.lng, item.lat] } })),
  );
  const cache = new Map<number, MapItem<T>[]>();
  return {
    at(zoom) {
      const z = clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);
      const known = cache.get(z);
      if (known) return known;
      const out: MapItem<T>[] = [];
      for (const f of index.getClusters([-180, -85, 180, 85], z)) {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const p = f.properties;
        if ('cluster' in p && p.cluster) {
          out.push({ kind: 'cluster', key: `c${p.cluster_id}`, lat, lng, count: p.point_count, splitZoom: index.getClusterExpansionZoom(p.cluster_id) });
        } else {
          const item = items[(p as { i: number }).i]!;
          out.push({ kind: 'pin', key: `p${item.id}`, lat: item.lat, lng: item.lng, item });
        }
      }
      cache.set(z, out);
      return out;
    },
  };
}

/** A cluster's accessible name, e.g. '12 hotels here, show them' (it zooms in until they split). */
export function clusterLabel(count: number): string {
  return `${count} hotels here, show them`;
}
