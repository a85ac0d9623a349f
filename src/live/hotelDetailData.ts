/**
 * Loading a hotel for the detail page, kept small and free of React and XState so the route can
 * start it in the main bundle, while the page's own code is still downloading (the page's machine
 * then finds the same request in flight in the cache). Also preloads the first gallery picture
 * (the page's LCP element) as soon as the answer is in.
 */
import type { HotelDetailPayload } from '../../contract/detail';
import type { HotelLoadResult, LoadHotelRequest, SearchHotelRequest, Stay } from '../../machines/hotelDetail.machine';
import { ApiCallError } from '../api/client';
import { fetchDetailV2, queryStay, searchByHotelId } from '../api/detail';
import { sessionKeys, sessionStore } from '../api/storage';
import { galleryView } from '../model/gallery';
import { readStay, storedRoomsJson } from '../model/storedStay';
import { stayFromLink, stayLinkQuery, type RawStay } from '../model/stayLink';
import { links } from '../app/paths';
import { bookingWindow } from '../../machines/rules/stayDates';

const sessionStay = (): RawStay => ({
  checkIn: sessionStore.get(sessionKeys.checkIn),
  checkOut: sessionStore.get(sessionKeys.checkOut),
  rooms: sessionStore.get(sessionKeys.rooms),
});

/**
 * The stay a hotel page opens with: the one its link carries (a tile opened in a new tab, which
 * this tab's session storage then keeps), else the one in session storage, else today to
 * tomorrow with 1 room and 1 adult.
 */
export function readStoredStay(now = new Date(), search = typeof location === 'undefined' ? '' : location.search): Stay {
  const linked = stayFromLink(search);
  const stay = readStay(linked ?? sessionStay(), bookingWindow(now));
  if (linked) writeStoredStay(stay);
  return stay;
}

/** A hotel page's link carrying this tab's searched stay, for a page opened in a new tab without a search. */
export const hotelLinkWithStay = (hotelId: string) => links.searchDetail(hotelId, undefined, stayLinkQuery(sessionStay()));

export function writeStoredStay(stay: Stay) {
  if (stay.checkIn) sessionStore.set(sessionKeys.checkIn, stay.checkIn);
  if (stay.checkOut) sessionStore.set(sessionKeys.checkOut, stay.checkOut);
  sessionStore.set(sessionKeys.rooms, storedRoomsJson(stay.rooms));
}

/** The server does not know the hotel or the search (unknown or malformed id, expired search, nothing to offer). */
const isUnknown = (error: unknown) => error instanceof ApiCallError && [400, 404, 409, 410].includes(error.status);

const noHotel: HotelLoadResult = { hotel: null, searchId: null, stay: null };

function asResult(payload: HotelDetailPayload): HotelLoadResult {
  preloadImage(galleryView(payload.hotel.img).main);
  return { hotel: payload.hotel, searchId: payload.hotelSearchId, stay: queryStay(payload.searchQuery) };
}

function completeStay(stay: Stay): { checkIn: string; checkOut: string; rooms: Stay['rooms'] } {
  const fallback = readStoredStay();
  return { checkIn: stay.checkIn ?? fallback.checkIn!, checkOut: stay.checkOut ?? fallback.checkOut!, rooms: stay.rooms };
}

/**
 * With a search id: /detail-search/v2 (prices match the search; the stored stay goes along as its
 * query). Without one, or when the search has expired: /search-by-hotel-id for the stored stay,
 * from the cache when it was searched in the last 5 minutes. An id the server does not know gives no hotel.
 */
export async function loadHotel({ hotelId, searchId, stay }: LoadHotelRequest): Promise<HotelLoadResult> {
  if (searchId) {
    try {
      return asResult(await fetchDetailV2(hotelId, searchId, completeStay(stay)));
    } catch (error) {
      if (!isUnknown(error)) throw error;
    }
  }
  return hotelForStay({ hotelId, stay }, false);
}

/** Update search: a fresh /search-by-hotel-id for the stay, never a cached answer. */
export function searchHotel(request: SearchHotelRequest): Promise<HotelLoadResult> {
  return hotelForStay(request, true);
}

async function hotelForStay({ hotelId, stay }: SearchHotelRequest, fresh: boolean): Promise<HotelLoadResult> {
  try {
    return asResult(await searchByHotelId(hotelId, completeStay(stay), { fresh }));
  } catch (error) {
    if (isUnknown(error)) return noHotel;
    throw error;
  }
}

/** Starts loading a hotel before the page's code has arrived; the page's machine joins the same request. */
export function prefetchHotelDetail(hotelId: string, searchId: string | null): void {
  if (!hotelId) return;
  loadHotel({ hotelId, searchId, stay: readStoredStay() }).catch(() => {
    // The page's own load reports failures.
  });
}

const preloaded = new Set<string>();

/** `<link rel="preload" as="image" fetchpriority="high">` for the first gallery picture. */
function preloadImage(url: string | null) {
  if (!url || preloaded.has(url) || typeof document === 'undefined') return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
