import type { HotelHit } from '../../../contract/hotel';
import { links } from '../../app/paths';
import { parseLatLng } from '../../model/mapProjection';
import { localityOfAddress, localityPlaces, type MapPlace } from '../../model/mapPlaces';
import { formatNightlyPrice, pinLabel } from '../../model/priceDisplay';
import { nightlyPrice } from '../../../machines/rules/hotelPrice';
import { ratingLabel } from '../../model/reviewsView';
import type { MapMarker } from './types';

/** Price markers of search hits, with their preview cards (hotels with unusable coordinates are left off). */
export function hotelMarkers(hotels: readonly HotelHit[], hotelSearchId: string | null): MapMarker[] {
  const out: MapMarker[] = [];
  for (const h of hotels) {
    const at = parseLatLng(h.gl.lt, h.gl.ln);
    if (!at) continue;
    const price = nightlyPrice(h);
    const score = h.hotelRatings.userRating;
    out.push({
      id: h.id,
      lat: at.lat,
      lng: at.lng,
      name: h.name,
      label: pinLabel(price),
      title: price === null ? h.name : `${h.name}, ${formatNightlyPrice(price)} per night`,
      href: links.searchDetail(h.id, hotelSearchId ?? undefined),
      preview: {
        photo: h.img[0]?.url ?? null,
        stars: h.rt,
        rating: `${score.toFixed(1)}/5 ${ratingLabel(score)}`,
        price: price === null ? 'Sold out' : `${formatNightlyPrice(price)} per night`,
      },
    });
  }
  return out;
}

/** The localities of the hits, as labels at the middle of each one's hotels. */
export function hotelLocalities(hotels: readonly HotelHit[]): MapPlace[] {
  const points = [];
  for (const h of hotels) {
    const at = parseLatLng(h.gl.lt, h.gl.ln);
    if (at) points.push({ ...at, locality: localityOfAddress(h.ad.adr2) });
  }
  return localityPlaces(points);
}
