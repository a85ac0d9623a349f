/**
 * What a result card says besides its price: the guest score with its review count (the one
 * rating model, ratingModel.ts), free cancellation and pay later when the lead option still offers
 * them, and how far the hotel is from the centre of the searched place. Pure.
 */
import { leadTerms, type OptionTerms, type TermsClock } from '../../machines/rules/leadTerms';
import type { NamedPoint } from '../../domain/geo';
import { distanceMetres, parseLatLng, type LatLng } from './distance';
import { ratingLabel, reviewCountText } from './reviewsView';

export interface CardRating {
  /** `4.2` */
  score: string;
  /** `Very Good` */
  label: string;
  /** `18 reviews` */
  reviews: string;
}

/** The card's score as the hotel page's header gives it; null for a hotel without reviews. */
export function cardRating(hotel: { hotelRatings: { userRating: number; reviewCount: number } }): CardRating | null {
  const { userRating, reviewCount } = hotel.hotelRatings;
  if (!(reviewCount > 0) || !(userRating > 0)) return null;
  return { score: userRating.toFixed(1), label: ratingLabel(userRating), reviews: reviewCountText(reviewCount) };
}

export const FREE_CANCELLATION_BADGE = 'Free cancellation';
/** Said on a card and a hotel page's rate row whose option may be booked now and paid later. */
export const PAY_LATER_LINE = 'Pay later available';

/**
 * What the lead option (the one the card prices) still offers when the answer came: free
 * cancellation, and paying later (booked now, paid before the pay-by time).
 */
export function leadOffers(hotel: { ops: ReadonlyArray<OptionTerms> }, clock: TermsClock | null): { freeCancellation: boolean; payLater: boolean } {
  return clock === null ? { freeCancellation: false, payLater: false } : leadTerms(hotel.ops[0], clock);
}

/**
 * The searched place's centre and its name as the destination field shows it (`Colaba, Mumbai`);
 * for a state or region, its towns with hotels too. Near an airport, station or landmark, `near`
 * is set and the name is the place's own.
 */
export interface SearchedCentre extends NamedPoint {
  towns?: readonly NamedPoint[];
  near?: boolean;
}

const kmText = (from: LatLng, to: LatLng) => (distanceMetres(from, to) / 1000).toFixed(1);

/**
 * `2.3 km from Mumbai centre` (km, one decimal): from the searched city's or locality's centre,
 * named by the first part of the destination. A state or region has no centre a traveller would
 * measure from: `1.2 km from Calangute`, its nearest town with hotels. Near an airport, station
 * or landmark, the distance the server measured (`km`): `2.1 km from Chhatrapati Shivaji Maharaj
 * International Airport`. Null when the places have no coordinates, or the server gave no distance.
 */
export function distanceText(gl: { lt: string; ln: string }, centre: SearchedCentre | null, km?: number): string | null {
  if (centre?.near) return km !== undefined && Number.isFinite(km) ? `${km.toFixed(1)} km from ${centre.name}` : null;
  const to = parseLatLng(gl.lt, gl.ln);
  if (!centre || !to) return null;
  const towns = (centre.towns ?? []).filter((t) => Number.isFinite(t.lat) && Number.isFinite(t.lng));
  if (towns.length > 0) {
    const nearest = towns.reduce((best, t) => (distanceMetres(t, to) < distanceMetres(best, to) ? t : best));
    return `${kmText(nearest, to)} km from ${nearest.name}`;
  }
  if (!Number.isFinite(centre.lat) || !Number.isFinite(centre.lng)) return null;
  const name = centre.name.split(',')[0]!.trim();
  return `${kmText({ lat: centre.lat, lng: centre.lng }, to)} km from ${name ? `${name} centre` : 'the centre'}`;
}
