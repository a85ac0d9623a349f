import type { LatLng } from '../../domain/mapProjection';

/** One price marker: where it stands, what it shows, and the page it opens in a new tab. */
export interface MapMarker {
  id: string;
  /** The accessible name and tooltip, e.g. 'Hotel Sea View, Rs 3,245.50 per night'. */
  title: string;
  /** The pin text, e.g. 'Rs 3,246'. */
  label: string;
  lat: number;
  lng: number;
  /** Opened in a new tab when the marker is chosen. */
  href: string;
}

export interface HotelMapProps {
  markers: readonly MapMarker[];
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
  /** What choosing a marker does; default opens `marker.href` in a new tab. */
  onMarkerOpen?: (marker: MapMarker) => void;
}

/** Markers open the detail page in a new tab (spec 000 §2). */
export function openInNewTab(marker: MapMarker): void {
  window.open(marker.href, '_blank', 'noopener');
}
