import { paths, routePrefix } from '../../../contract/paths';
import { hotelImages } from '../media/urls';
import type { CatalogueReads } from './store/hotels';

const HOTEL_PAGE = routePrefix(paths.searchDetail);

/**
 * The picture an app path shows first, when the server knows it: on a hotel's page, the first
 * gallery picture (its first Standard image, the page's largest paint). The HTML page then asks
 * for it at once, instead of after the page's code and the hotel's details have arrived.
 */
export function firstPictureFinder(catalogue: CatalogueReads): (url: string) => string | undefined {
  return (url) => {
    if (!url.startsWith(HOTEL_PAGE)) return undefined;
    let hotelId: string;
    try {
      hotelId = decodeURIComponent(url.slice(HOTEL_PAGE.length).split('/')[0] ?? '');
    } catch {
      return undefined;
    }
    const hotel = catalogue.hotel(hotelId);
    return hotel ? hotelImages(hotel, ['Standard'])[0]?.url : undefined;
  };
}
