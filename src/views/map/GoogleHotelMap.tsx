import { Alert, AlertIcon, Box, Spinner } from '@chakra-ui/react';
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useMemo, useRef, useState } from 'react';
import { clusterIndex, clusterLabel, type MapItem } from '../../model/mapClusters';
import { centreOf, DEFAULT_ZOOM, SEARCH_RADIUS_KM } from '../../model/mapProjection';
import { type LatLng } from '../../../domain/geo';
import { diffById } from '../../model/markerDiff';
import { useLatest } from '../../live/useLatest';
import { onGoogleAuthFailure, GOOGLE_AUTH_FAILURE } from './googleAuth';
import { MapPreviewCard } from './MapPreviewCard';
import type { HotelMapProps, MapMarker } from './types';

/* The few Maps API members used here (no @types/google.maps dependency). */
interface GListener {
  remove(): void;
}
interface GMap {
  panTo(c: LatLng): void;
  getZoom(): number | undefined;
  setZoom(z: number): void;
  addListener(event: string, fn: () => void): GListener;
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
  SymbolPath: { CIRCLE: unknown };
}
const mapsApi = () => (window as unknown as { google: { maps: GMaps } }).google.maps;

/** A pin or a cluster as Google draws it: where, its text and its accessible title. */
interface Drawn {
  id: string;
  lat: number;
  lng: number;
  text: string;
  title: string;
  cluster: boolean;
}
const drawnOf = (it: MapItem<MapMarker>): Drawn =>
  it.kind === 'cluster'
    ? { id: it.key, lat: it.lat, lng: it.lng, text: String(it.count), title: clusterLabel(it.count), cluster: true }
    : { id: it.key, lat: it.lat, lng: it.lng, text: it.item.label, title: it.item.title, cluster: false };
const sameDrawn = (a: Drawn, b: Drawn) => a.lat === b.lat && a.lng === b.lng && a.text === b.text && a.title === b.title;
const labelOf = (d: Drawn) => ({ text: d.text, fontSize: d.cluster ? '13px' : '11px', fontWeight: d.cluster ? '700' : '600', color: d.cluster ? '#ffffff' : '#111827' });
const iconOf = (maps: GMaps, d: Drawn) =>
  d.cluster ? { path: maps.SymbolPath.CIRCLE, scale: 17, fillColor: '#8a4a0a', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 3 } : undefined;

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
  data: Drawn;
}

/**
 * The map is made once per mount; later marker lists (filters, sort) and zoom levels are applied
 * as a diff of pins and clusters (supercluster, as on the offline map), so the traveller's pan and
 * zoom stay. A pin opens its preview card in place; a cluster zooms in until it splits. A new
 * chosen point moves the ring and pans there. Nearby places show as small named dots.
 */
function LoadedMap({ markers, places, centre, radiusKm, zoom, height, label, onMarkerOpen, onError }: HotelMapProps & { height: string; onError: (m: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: GMap; circle: GCircle; placed: Map<string, Placed>; idle: GListener } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenMarker = chosen === null ? undefined : markers.find((m) => m.id === chosen);
  const index = useMemo(() => clusterIndex(markers), [markers]);
  const items = useRef(new Map<string, MapItem<MapMarker>>());
  const choose = useLatest((it: MapItem<MapMarker> | undefined) => {
    const current = map.current;
    if (!it || !current) return;
    if (it.kind === 'cluster') {
      current.map.setZoom(it.splitZoom);
      current.map.panTo({ lat: it.lat, lng: it.lng });
    } else if (onMarkerOpen) onMarkerOpen(it.item);
    else if (it.item.preview) setChosen(it.item.id);
  });
  const [zoomLevel, setZoomLevel] = useState(zoom ?? DEFAULT_ZOOM);
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
      // The clusters follow the zoom level once the map rests.
      const idle = m.addListener('idle', () => setZoomLevel(m.getZoom() ?? DEFAULT_ZOOM));
      map.current = { map: m, circle, placed, idle };
      return () => {
        for (const p of placed.values()) {
          p.listener.remove();
          p.marker.setMap(null);
        }
        placed.clear();
        idle.remove();
        circle.setMap(null);
        map.current = null;
      };
    } catch (e) {
      onError((e as Error).message || String(e));
      return undefined;
    }
  }, [onError]);

  // Pins and clusters of the zoom level: only what changed is added, moved or taken off.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    try {
      const maps = mapsApi();
      const { placed } = current;
      const now = index.at(zoomLevel);
      items.current = new Map(now.map((it) => [it.key, it]));
      const diff = diffById(new Map([...placed].map(([id, p]) => [id, p.data])), now.map(drawnOf), sameDrawn);
      for (const id of diff.remove) {
        const p = placed.get(id)!;
        p.listener.remove();
        p.marker.setMap(null);
        placed.delete(id);
      }
      for (const d of diff.update) {
        const p = placed.get(d.id)!;
        p.marker.setPosition({ lat: d.lat, lng: d.lng });
        p.marker.setTitle(d.title);
        p.marker.setLabel(labelOf(d));
        p.data = d;
      }
      for (const d of diff.add) {
        const marker = new maps.Marker({ map: current.map, position: { lat: d.lat, lng: d.lng }, title: d.title, label: labelOf(d), icon: iconOf(maps, d), optimized: true });
        const entry: Placed = { marker, data: d, listener: marker.addListener('click', () => choose.current(items.current.get(entry.data.id))) };
        placed.set(d.id, entry);
      }
    } catch (e) {
      onError((e as Error).message || String(e));
    }
  }, [index, zoomLevel, onError, choose]);

  // Nearby places: small named dots (Google draws the localities itself).
  useEffect(() => {
    const current = map.current;
    if (!current || !places) return;
    try {
      const maps = mapsApi();
      const dots = places
        .filter((p) => p.kind === 'place')
        .map(
          (p) =>
            new maps.Marker({
              map: current.map,
              position: { lat: p.lat, lng: p.lng },
              title: p.name,
              clickable: false,
              icon: { path: maps.SymbolPath.CIRCLE, scale: 4, fillColor: '#2f6f8f', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 1 },
            }),
        );
      return () => dots.forEach((d) => d.setMap(null));
    } catch (e) {
      onError((e as Error).message || String(e));
      return undefined;
    }
  }, [places, onError]);

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

  return (
    <Box position="relative" h={height} role="region" aria-label={label ?? 'Map of hotels'}>
      <Box ref={ref} h="100%" borderRadius="md" overflow="hidden" />
      {chosenMarker?.preview && <MapPreviewCard marker={chosenMarker} preview={chosenMarker.preview} onClose={() => setChosen(null)} />}
    </Box>
  );
}
