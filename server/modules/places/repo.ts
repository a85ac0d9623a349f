import type { Database } from '../../db/database';

export interface PlaceRow {
  id: string;
  name: string;
  primary_type: string;
  types: string[];
  latitude: number;
  longitude: number;
  vicinity: string;
}

export function placesRepo(db: Database) {
  return {
    /** Places inside a latitude/longitude box, optionally of one primary type. */
    async inBox(box: { south: number; north: number; west: number; east: number }, type?: string): Promise<PlaceRow[]> {
      return db.rows<PlaceRow>(
        `select id, name, primary_type, types, latitude, longitude, vicinity from places
          where latitude between $1 and $2 and longitude between $3 and $4 and ($5::text is null or primary_type = $5)`,
        [box.south, box.north, box.west, box.east, type ?? null],
      );
    },
  };
}
export type PlacesRepo = ReturnType<typeof placesRepo>;
