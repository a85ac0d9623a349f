import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { prefetchHotelDetail } from '../../live/hotelDetailData';

const HotelDetailPage = lazy(() => import('./HotelDetailPage'));

/**
 * Route `/search-detail/:hotelId/:searchId?`, in the main bundle and deliberately tiny: it starts
 * the hotel request at once (the page's code loads on demand in parallel and joins the request in
 * flight) and keeps the footer below the fold while the page loads, so nothing shifts.
 */
export function DetailRoute({ params }: { params: { hotelId?: string; searchId?: string } }) {
  const hotelId = params.hotelId ?? '';
  const searchId = params.searchId ?? null;
  // Idempotent: the request is cached by key, so a repeat (StrictMode, re-render) joins it.
  useMemo(() => prefetchHotelDetail(hotelId, searchId), [hotelId]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Suspense fallback={<Box minH="100vh" aria-busy="true" />}>
      <HotelDetailPage params={params} />
    </Suspense>
  );
}
