import type { HotelHit } from '../../../contract/hotel';
import { links } from '../../app/paths';
import { parseLatLng } from '../../domain/mapProjection';
import { formatNightlyPrice, nightlyPrice, pinLabel } from '../../domain/priceDisplay';
import type { MapMarker } from './types';

/** Price markers of search hits (hotels with unusable coordinates are left off). */
export function hotelMarkers(hotels: readonly HotelHit[], hotelSearchId: string | null): MapMarker[] {
  const out: MapMarker[] = [];
  for (const h of hotels) {
    const at = parseLatLng(h.gl.lt, h.gl.ln);
    if (!at) continue;
    const price = nightlyPrice(h);
    out.push({
      id: h.id,
      lat: at.lat,
      lng: at.lng,
      label: pinLabel(price),
      title: price === null ? h.name : `${h.name}, ${formatNightlyPrice(price)} per night`,
      href: links.searchDetail(h.id, hotelSearchId ?? undefined),
    });
  }
  return out;
}
