import { Alert, AlertIcon, Box, Spinner } from '@chakra-ui/react';
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useRef, useState } from 'react';
import { centreOf, DEFAULT_ZOOM, SEARCH_RADIUS_KM } from '../../domain/mapProjection';
import { openInNewTab, type HotelMapProps } from './types';

/* The few Maps API members used here (no @types/google.maps dependency). */
interface GLatLng {
  lat: number;
  lng: number;
}
interface GListener {
  remove(): void;
}
interface GMarker {
  setMap(map: unknown): void;
  addListener(event: string, fn: () => void): GListener;
}
interface GMaps {
  Map: new (el: HTMLElement, options: Record<string, unknown>) => { setCenter(c: GLatLng): void };
  Marker: new (options: Record<string, unknown>) => GMarker;
  Circle: new (options: Record<string, unknown>) => { setMap(map: unknown): void };
}
const mapsApi = () => (window as unknown as { google: { maps: GMaps } }).google.maps;

/** Google Maps: centre on the chosen point, 15 km search radius, zoom 11, price markers. */
export default function GoogleHotelMap(props: HotelMapProps & { apiKey: string; height: string }) {
  const [error, setError] = useState<string | null>(null);
  if (error) return <MapError message={error} />;
  return (
    <Wrapper
      apiKey={props.apiKey}
      libraries={['geometry', 'places']}
      callback={(status, loader) => {
        if (status === Status.FAILURE) {
          const last = (loader as unknown as { errors?: Array<{ message?: string }> }).errors?.at(-1);
          setError(last?.message || 'the Maps script could not be loaded');
        }
      }}
      render={(status) =>
        status === Status.FAILURE ? (
          <MapError message="the Maps script could not be loaded" />
        ) : (
          <Box h={props.height} display="flex" alignItems="center" justifyContent="center" bg="gray.100" borderRadius="md">
            <Spinner label="Loading map" />
          </Box>
        )
      }
    >
      <LoadedMap {...props} onError={setError} />
    </Wrapper>
  );
}

function MapError({ message }: { message: string }) {
  return (
    <Alert status="error" borderRadius="md">
      <AlertIcon />
      {`Error loading map: ${message}`}
    </Alert>
  );
}

function LoadedMap({ markers, centre, radiusKm, zoom, height, label, onMarkerOpen, onError }: HotelMapProps & { height: string; onError: (m: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    try {
      const maps = mapsApi();
      const middle = centre ?? centreOf(markers);
      const map = new maps.Map(ref.current, { center: middle, zoom: zoom ?? DEFAULT_ZOOM, clickableIcons: false });
      const circle = new maps.Circle({
        map,
        center: middle,
        radius: (radiusKm ?? SEARCH_RADIUS_KM) * 1000,
        strokeColor: '#a85a0c',
        strokeOpacity: 0.6,
        fillOpacity: 0.04,
        clickable: false,
      });
      const open = onMarkerOpen ?? openInNewTab;
      const placed = markers.map((m) => {
        const marker = new maps.Marker({
          map,
          position: { lat: m.lat, lng: m.lng },
          title: m.title,
          label: { text: m.label, fontSize: '11px', fontWeight: '600' },
          optimized: true,
        });
        const listener = marker.addListener('click', () => open(m));
        return { marker, listener };
      });
      return () => {
        for (const p of placed) {
          p.listener.remove();
          p.marker.setMap(null);
        }
        circle.setMap(null);
      };
    } catch (e) {
      onError((e as Error).message || String(e));
      return undefined;
    }
  }, [markers, centre, radiusKm, zoom, onMarkerOpen, onError]);
  return <Box ref={ref} h={height} borderRadius="md" overflow="hidden" role="region" aria-label={label ?? 'Map of hotels'} />;
}
