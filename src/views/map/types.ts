import type { LatLng } from '../../../domain/geo';
import type { MapPlace } from '../../model/mapPlaces';

/** What a pin's preview card shows of its hotel. */
export interface MarkerPreview {
  /** The first picture, if any. */
  photo: string | null;
  /** Hotel stars, 3 to 5. */
  stars: number;
  /** The guest score, e.g. '4.3/5 Very Good'. */
  rating: string;
  /** The nightly price, e.g. 'Rs 3,245.50 per night', or 'Sold out'. */
  price: string;
}

/** One price marker: where it stands, what it shows, and the hotel page it leads to. */
export interface MapMarker {
  id: string;
  /** The accessible name and tooltip, e.g. 'Hotel Sea View, Rs 3,245.50 per night'. */
  title: string;
  /** The pin text, e.g. 'Rs 3,246'. */
  label: string;
  lat: number;
  lng: number;
  /** The hotel page, linked from the preview card in the same tab. */
  href: string;
  /** The hotel's name, for the preview card. */
  name: string;
  /** Shown in place when the pin is chosen; without it the map has no card. */
  preview?: MarkerPreview;
}

export interface HotelMapProps {
  markers: readonly MapMarker[];
  /** Locality labels and nearby places drawn under the pins, the most important first (names that would overlap are left out). */
  places?: readonly MapPlace[];
  /** The chosen point: the map centres on it and draws the search radius around it. Default: the middle of the markers, else New Delhi. */
  centre?: LatLng | null;
  /** Search radius ring in km (spec: 15). */
  radiusKm?: number;
  /** Google map zoom (spec: 11). The offline map fits the markers instead. */
  zoom?: number;
  /** CSS height of the map box. */
  height?: string;
  /** Accessible name of the map region. */
  label?: string;
  /** What choosing a marker does instead of opening its preview card in place. */
  onMarkerOpen?: (marker: MapMarker) => void;
}
