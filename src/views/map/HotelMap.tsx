import { Box, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { OfflineMap } from './OfflineMap';
import type { HotelMapProps } from './types';

export type { HotelMapProps, MapMarker } from './types';

const GoogleHotelMap = lazy(() => import('./GoogleHotelMap'));

/** The Maps JavaScript API key; without one the offline map is used (no network, no account). */
export const googleMapsKey: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;

/**
 * A map of price markers (results page and detail page). With `VITE_GOOGLE_MAPS_API_KEY` set it
 * lazy-loads Google Maps (geometry and places libraries); otherwise it draws the offline map.
 */
export function HotelMap(props: HotelMapProps) {
  const height = props.height ?? '480px';
  if (!googleMapsKey) return <OfflineMap {...props} height={height} />;
  return (
    <Suspense
      fallback={
        <Box h={height} display="flex" alignItems="center" justifyContent="center" bg="gray.100" borderRadius="md">
          <Spinner label="Loading map" />
        </Box>
      }
    >
      <GoogleHotelMap {...props} height={height} apiKey={googleMapsKey} />
    </Suspense>
  );
}
