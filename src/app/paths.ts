/**
 * Every route of both spec documents (contract/paths.ts, which the server shares), and a builder
 * for each link with parameters. Nothing else in the app writes a path by hand.
 */
import { paths } from '../../contract/paths';

export { pageOf, paths, routePrefix } from '../../contract/paths';

export interface SearchResultParams {
  place: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  /** A search near an airport, station or landmark: `airport-BOM` (machines/rules/nearPlace.ts), after the spec's four. */
  near?: string;
}

export const links = {
  searchResult: ({ near, ...p }: SearchResultParams) => `${paths.searchResult}?${new URLSearchParams({ ...p, ...(near ? { near } : {}) }).toString()}`,
  /** A hotel's page; `stayQuery` (model/stayLink.ts) carries a stay to a page opened without a search. */
  searchDetail: (hotelId: string, searchId?: string, stayQuery = '') =>
    `/search-detail/${encodeURIComponent(hotelId)}${searchId ? `/${encodeURIComponent(searchId)}` : ''}${stayQuery ? `?${stayQuery}` : ''}`,
  reviewBooking: (hotelId: string, opsId: string) =>
    `/review-booking/${encodeURIComponent(hotelId)}/${encodeURIComponent(opsId)}`,
  vibes: (vibeId: string) => `/vibes/${encodeURIComponent(vibeId)}`,
  /** The payment page of a booking: the id in the URL lets a reload read the booking again. */
  payment: (bookingId: string) => `${paths.payment}?${new URLSearchParams({ bookingId }).toString()}`,
  /** The booking-status page of a booking: the id in the URL lets a reload, or a shared link, read the booking. */
  bookingStatus: (bookingId: string) => `${paths.bookingStatus}?${new URLSearchParams({ bookingId }).toString()}`,
};
