import { lazy, Suspense, useMemo } from 'react';
import { prefetchHotelDetail } from '../../live/hotelDetailData';
import { DetailPageBox } from './DetailPageBox';
import { DetailSkeleton } from './DetailSkeleton';

const HotelDetailPage = lazy(() => import('./HotelDetailPage'));

/**
 * Route `/search-detail/:hotelId/:searchId?`, in the main bundle and deliberately tiny: it starts
 * the hotel request at once (the page's code loads on demand in parallel and joins the request in
 * flight) and shows the page's skeleton, in the page's frame, while the code downloads, so nothing
 * shifts when the page takes over (it shows the same skeleton until the hotel is in).
 */
export function DetailRoute({ params }: { params: { hotelId?: string; searchId?: string } }) {
  const hotelId = params.hotelId ?? '';
  const searchId = params.searchId ?? null;
  // Idempotent: the request is cached by key, so a repeat (StrictMode, re-render) joins it.
  useMemo(() => prefetchHotelDetail(hotelId, searchId), [hotelId]); // eslint-disable-line react-hooks/exhaustive-deps -- one page per hotel: the search id the page writes into the URL after an update needs no new load
  return (
    <Suspense
      fallback={
        <DetailPageBox>
          <DetailSkeleton />
        </DetailPageBox>
      }
    >
      <HotelDetailPage params={params} />
    </Suspense>
  );
}
