/** A point on Earth, and where a map with nothing to show rests (spec 000 §9: the New Delhi area). Pure. */

export interface LatLng {
  lat: number;
  lng: number;
}

export const NEW_DELHI: LatLng = { lat: 28.6139, lng: 77.209 };
