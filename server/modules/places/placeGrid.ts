/**
 * The catalogue's places in memory, by grid cell, as nearby search reads them: a search looks
 * only at the cells its box touches. Each place's answer (the contract's `nearbyPlace`) is made
 * once here, since nothing in it depends on the search.
 */
import type { z } from 'zod';
import type { nearbyPlace } from '../../../contract/nearby';
import { placeIconUrl } from '../media/urls';
import type { PlaceTuple } from './repo';

export type NearbyPlace = z.infer<typeof nearbyPlace>;

export interface GridPlace {
  answer: NearbyPlace;
  primaryType: string;
  lat: number;
  lng: number;
}

/** A box of latitudes and longitudes, in degrees. */
export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** About 11 km of latitude: a 3 km search touches one to four cells, the largest (50 km) about a hundred. */
const CELL_DEGREES = 0.1;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (latCell: number, lngCell: number) => `${latCell}:${lngCell}`;

export function placeGrid(places: PlaceTuple[]) {
  const cells = new Map<string, GridPlace[]>();
  for (const [id, name, primaryType, types, lat, lng, vicinity] of places) {
    const answer: NearbyPlace = { place_id: id, name, icon: placeIconUrl(primaryType), types, vicinity, geometry: { location: { lat, lng } } };
    const key = keyOf(cellOf(lat), cellOf(lng));
    const cell = cells.get(key) ?? [];
    cell.push({ answer, primaryType, lat, lng });
    cells.set(key, cell);
  }
  return {
    /** The places inside `box`, of primary type `type` when one is given. */
    inBox(box: Box, type?: string): GridPlace[] {
      const found: GridPlace[] = [];
      for (let latCell = cellOf(box.south); latCell <= cellOf(box.north); latCell++) {
        for (let lngCell = cellOf(box.west); lngCell <= cellOf(box.east); lngCell++) {
          for (const place of cells.get(keyOf(latCell, lngCell)) ?? []) {
            if (type !== undefined && place.primaryType !== type) continue;
            if (place.lat >= box.south && place.lat <= box.north && place.lng >= box.west && place.lng <= box.east) found.push(place);
          }
        }
      }
      return found;
    },
  };
}
export type PlaceGrid = ReturnType<typeof placeGrid>;
