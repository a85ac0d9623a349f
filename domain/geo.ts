/** A point on Earth, and where a map with nothing to show rests (spec 000 §9: the New Delhi area). Pure. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place with a name: a searched state's or region's town (cards measure from the nearest). */
export interface NamedPoint extends LatLng {
  name: string;
}

export const NEW_DELHI: LatLng = { lat: 28.6139, lng: 77.209 };
