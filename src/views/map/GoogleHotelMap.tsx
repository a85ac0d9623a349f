import { Alert, AlertIcon, Box, Spinner } from '@chakra-ui/react';
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useRef, useState } from 'react';
import { centreOf, DEFAULT_ZOOM, SEARCH_RADIUS_KM, type LatLng } from '../../domain/mapProjection';
import { diffById } from '../../domain/markerDiff';
import { useLatest } from '../../live/useLatest';
import { onGoogleAuthFailure, GOOGLE_AUTH_FAILURE } from './googleAuth';
import { openInNewTab, type HotelMapProps, type MapMarker } from './types';

/* The few Maps API members used here (no @types/google.maps dependency). */
interface GListener {
  remove(): void;
}
interface GMap {
  panTo(c: LatLng): void;
}
interface GMarker {
  setMap(map: unknown): void;
  setPosition(p: LatLng): void;
  setTitle(t: string): void;
  setLabel(l: unknown): void;
  addListener(event: string, fn: () => void): GListener;
}
interface GCircle {
  setMap(map: unknown): void;
  setCenter(c: LatLng): void;
  setRadius(m: number): void;
}
interface GMaps {
  Map: new (el: HTMLElement, options: Record<string, unknown>) => GMap;
  Marker: new (options: Record<string, unknown>) => GMarker;
  Circle: new (options: Record<string, unknown>) => GCircle;
}
const mapsApi = () => (window as unknown as { google: { maps: GMaps } }).google.maps;

const pinLabel = (m: MapMarker) => ({ text: m.label, fontSize: '11px', fontWeight: '600' });
const sameMarker = (a: MapMarker, b: MapMarker) => a.lat === b.lat && a.lng === b.lng && a.label === b.label && a.title === b.title && a.href === b.href;

/** Google Maps: centre on the chosen point, 15 km search radius, zoom 11, price markers. */
export default function GoogleHotelMap(props: HotelMapProps & { apiKey: string; height: string }) {
  const [error, setError] = useState<string | null>(null);
  // A refused key loads the script fine and then calls gm_authFailure.
  useEffect(() => onGoogleAuthFailure(() => setError(GOOGLE_AUTH_FAILURE)), []);
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

interface Placed {
  marker: GMarker;
  listener: GListener;
  data: MapMarker;
}

/**
 * The map is made once per mount; later marker lists (filters, sort) are applied as a diff, so
 * the traveller's pan and zoom stay. A new chosen point moves the ring and pans there.
 */
function LoadedMap({ markers, centre, radiusKm, zoom, height, label, onMarkerOpen, onError }: HotelMapProps & { height: string; onError: (m: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: GMap; circle: GCircle; placed: Map<string, Placed> } | null>(null);
  const open = useLatest(onMarkerOpen ?? openInNewTab);
  const first = useRef({ centre: centre ?? centreOf(markers), zoom: zoom ?? DEFAULT_ZOOM, radiusKm: radiusKm ?? SEARCH_RADIUS_KM });

  // Once per mount: the map and the search-radius ring.
  useEffect(() => {
    if (!ref.current) return;
    try {
      const maps = mapsApi();
      const { centre: middle, zoom: z, radiusKm: km } = first.current;
      const m = new maps.Map(ref.current, { center: middle, zoom: z, clickableIcons: false });
      const circle = new maps.Circle({
        map: m,
        center: middle,
        radius: km * 1000,
        strokeColor: '#a85a0c',
        strokeOpacity: 0.6,
        fillOpacity: 0.04,
        clickable: false,
      });
      const placed = new Map<string, Placed>();
      map.current = { map: m, circle, placed };
      return () => {
        for (const p of placed.values()) {
          p.listener.remove();
          p.marker.setMap(null);
        }
        placed.clear();
        circle.setMap(null);
        map.current = null;
      };
    } catch (e) {
      onError((e as Error).message || String(e));
      return undefined;
    }
  }, [onError]);

  // Markers: only what changed is added, moved or taken off.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    try {
      const maps = mapsApi();
      const { placed } = current;
      const diff = diffById(new Map([...placed].map(([id, p]) => [id, p.data])), markers, sameMarker);
      for (const id of diff.remove) {
        const p = placed.get(id)!;
        p.listener.remove();
        p.marker.setMap(null);
        placed.delete(id);
      }
      for (const m of diff.update) {
        const p = placed.get(m.id)!;
        p.marker.setPosition({ lat: m.lat, lng: m.lng });
        p.marker.setTitle(m.title);
        p.marker.setLabel(pinLabel(m));
        p.data = m;
      }
      for (const m of diff.add) {
        const marker = new maps.Marker({ map: current.map, position: { lat: m.lat, lng: m.lng }, title: m.title, label: pinLabel(m), optimized: true });
        const entry: Placed = { marker, data: m, listener: marker.addListener('click', () => open.current(entry.data)) };
        placed.set(m.id, entry);
      }
    } catch (e) {
      onError((e as Error).message || String(e));
    }
  }, [markers, onError, open]);

  // A new chosen point (a new search): the ring follows and the map pans to it.
  const lat = centre?.lat;
  const lng = centre?.lng;
  useEffect(() => {
    const current = map.current;
    if (!current || lat === undefined || lng === undefined) return;
    const at = { lat, lng };
    if (at.lat === first.current.centre.lat && at.lng === first.current.centre.lng) return;
    first.current.centre = at;
    current.circle.setCenter(at);
    current.map.panTo(at);
  }, [lat, lng]);
  useEffect(() => {
    map.current?.circle.setRadius((radiusKm ?? SEARCH_RADIUS_KM) * 1000);
  }, [radiusKm]);

  return <Box ref={ref} h={height} borderRadius="md" overflow="hidden" role="region" aria-label={label ?? 'Map of hotels'} />;
}
