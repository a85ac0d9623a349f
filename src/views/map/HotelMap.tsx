import { Box, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useMapsApiKey } from '../../live/mapsKey';
import { OfflineMap } from './OfflineMap';
import type { HotelMapProps } from './types';

export type { HotelMapProps, MapMarker } from './types';

const GoogleHotelMap = lazy(() => import('./GoogleHotelMap'));

/**
 * A map of price markers (results page and detail page). When the server has a Maps key
 * (`VITE_GOOGLE_MAPS_API_KEY` at its start, told by /site-config) it lazy-loads Google Maps
 * (geometry and places libraries); otherwise it draws the offline map (no network, no account).
 */
export function HotelMap(props: HotelMapProps) {
  const height = props.height ?? '480px';
  const apiKey = useMapsApiKey();
  const waiting = (
    <Box h={height} display="flex" alignItems="center" justifyContent="center" bg="gray.100" borderRadius="md">
      <Spinner label="Loading map" />
    </Box>
  );
  if (apiKey === undefined) return waiting;
  if (apiKey === null) return <OfflineMap {...props} height={height} />;
  return (
    <Suspense fallback={waiting}>
      <GoogleHotelMap {...props} height={height} apiKey={apiKey} />
    </Suspense>
  );
}
