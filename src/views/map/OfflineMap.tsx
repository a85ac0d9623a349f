import { Box, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { clusterIndex, clusterLabel } from '../../model/mapClusters';
import { geographyPaths } from '../../model/mapGeography';
import { declutter } from '../../model/mapPlaces';
import { boundsOf, centredOn, centreOf, DEFAULT_ZOOM, fitAround, fitView, graticuleLines, graticuleStep, kmToPixels, MAX_ZOOM, MIN_ZOOM, panBy, SEARCH_RADIUS_KM, toPixels, zoomAround, zoomOfScale, type Bounds, type Point, type ViewTransform } from '../../model/mapProjection';
import { type LatLng } from '../../../domain/geo';
import { useMapGeography } from '../../live/mapGeography';
import { MapPreviewCard } from './MapPreviewCard';
import type { HotelMapProps } from './types';

const PAD = 48;
/** Pointer travel (px) after which a press is a drag, not a click on a pin. */
const DRAG_PX = 5;
const KEY_PAN_PX = 80;

/** Labels shown at most, the localities with most hotels first, so that names do not pile up. */
const MAX_LABELS = 40;
const SEA = '#cfe2ec';
const LAND = '#f4f1e8';

interface Layout {
  /** Zoom level the layer is laid out at; the view's scale zooms from it. */
  zoom: number;
  /** A coordinate in layer pixels. */
  at: (p: LatLng) => Point;
  /** What the layer draws geography for: the markers and the ring, with room to pan. */
  box: Bounds;
  ring: { x: number; y: number; r: number };
  lines: { d: string };
  home: ViewTransform;
  /** What the view is centred on when it rests at home. */
  centre: LatLng;
}

/**
 * Lays every marker out once, in layer pixels around the view's centre (no per-frame work): the
 * chosen point when given (every marker still in view), else the middle of the markers.
 */
function layOut(markers: ReadonlyArray<LatLng>, centre: LatLng | null | undefined, radiusKm: number, w: number, h: number): Layout {
  const points = markers.map((m) => ({ lat: m.lat, lng: m.lng }));
  const ringCentre = centre ?? centreOf(points);
  const fit = centre ? fitAround(centre, points, w, h, PAD) : points.length ? fitView(points, w, h, PAD) : { centre: ringCentre, zoom: DEFAULT_ZOOM };
  const zoom = fit.zoom;
  const origin = toPixels(fit.centre, zoom);
  const at = (p: LatLng) => {
    const px = toPixels(p, zoom);
    return { x: px.x - origin.x, y: px.y - origin.y };
  };
  const rc = at(ringCentre);
  // Graticule and geography over the markers and the ring, with room to pan.
  const b = boundsOf([...points, ringCentre])!;
  const margin = Math.max(1.5, 1.5 * (b.north - b.south), 1.5 * (b.east - b.west));
  const box = { south: b.south - margin, north: b.north + margin, west: b.west - margin, east: b.east + margin };
  const step = graticuleStep(Math.max(b.north - b.south, b.east - b.west, 0.1) * 1.2);
  const g = graticuleLines(box, step);
  const x0 = at({ lat: 0, lng: box.west }).x;
  const x1 = at({ lat: 0, lng: box.east }).x;
  const y0 = at({ lat: box.north, lng: 0 }).y;
  const y1 = at({ lat: box.south, lng: 0 }).y;
  const d = [
    ...g.lats.map((lat) => `M${x0.toFixed(1)} ${at({ lat, lng: 0 }).y.toFixed(1)}H${x1.toFixed(1)}`),
    ...g.lngs.map((lng) => `M${at({ lat: 0, lng }).x.toFixed(1)} ${y0.toFixed(1)}V${y1.toFixed(1)}`),
  ].join('');
  return {
    zoom,
    at,
    box,
    ring: { ...rc, r: kmToPixels(radiusKm, ringCentre.lat, zoom) },
    lines: { d },
    home: { x: w / 2, y: h / 2, scale: 1 },
    centre: fit.centre,
  };
}

/**
 * The map without any map service: land and sea, country and state borders (Natural Earth, made
 * at build time), locality and place names, the search-radius ring, and hotels at their
 * coordinates (Web Mercator) as price pins, or as clusters with counts where pins would overlap.
 * A pin opens its preview card in place; a cluster zooms in until it splits. Drag or touch to
 * pan, wheel, pinch, keys or buttons to zoom, and a button to fit every hotel.
 *
 * Smooth with hundreds of hotels: everything is laid out once per marker list; panning and
 * zooming only rewrite the transform of one layer, at most once per animation frame, without
 * React renders; once the map rests, the pins' size is restored (one CSS variable) and the
 * clusters are made again if the zoom level changed.
 */
export function OfflineMap({ markers, places, centre, radiusKm = SEARCH_RADIUS_KM, height, label = 'Map of hotels', onMarkerOpen }: HotelMapProps & { height: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const view = useRef<ViewTransform>({ x: 0, y: 0, scale: 1 });
  const frame = useRef(0);
  const dragged = useRef(false);

  // The box is measured when the browser has laid it out (a ResizeObserver reports every box once
  // at first), never by forcing a layout while React commits; the pins then render in a
  // transition, in slices, instead of in the same long task as the page around the map.
  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      const w = Math.round(r.width);
      const h = Math.round(r.height);
      startTransition(() => setSize((s) => (s && s.w === w && s.h === h ? s : { w, h })));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const layout = useMemo(() => (size ? layOut(markers, centre, radiusKm, size.w, size.h) : null), [markers, centre, radiusKm, size]);
  const geography = useMapGeography();
  const geo = useMemo(() => (geography && layout ? geographyPaths(geography, layout.box, layout.at) : null), [geography, layout]);
  const index = useMemo(() => clusterIndex(markers), [markers]);
  // The zoom level the clusters are made for: the layout's at first, then the map's once it rests.
  const [level, setLevel] = useState<number | null>(null);
  const levelOf = useRef<(scale: number) => number>(() => 0);
  const shownLevel = level ?? layout?.zoom ?? 0;
  const items = useMemo(
    () => (layout ? index.at(shownLevel).map((it) => ({ it, ...layout.at(it) })).sort((a, b) => a.y - b.y) : []),
    [index, layout, shownLevel],
  );
  // Names that would overlap at this zoom level are left out, in the order the places are given.
  const labels = useMemo(() => {
    if (!layout || !places) return [];
    let localities = 0;
    const shown = places.filter((p) => p.kind === 'place' || ++localities <= MAX_LABELS);
    const all = shown.map((p) => ({ p, text: p.name, ...layout.at(p) }));
    return declutter(all, 2 ** (shownLevel - layout.zoom));
  }, [layout, places, shownLevel]);
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenMarker = chosen === null ? undefined : markers.find((m) => m.id === chosen);

  const limits = useMemo(
    () => (layout ? { min: 2 ** (MIN_ZOOM - layout.zoom), max: 2 ** (MAX_ZOOM - layout.zoom) } : { min: 1, max: 1 }),
    [layout],
  );

  // During a gesture the layer is its own compositor layer and only its transform changes, so a
  // frame costs no paint; pins then grow or shrink with the layer. Once the map rests, the pins
  // get their size back (one style write) and the layer is painted sharp at its new scale.
  const settleTimer = useRef(0);
  // Both touch only refs: made once, so fitting the map waits for a new layout, not any render.
  const settle = useCallback(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.style.setProperty('--pin-scale', String(1 / view.current.scale));
    layer.style.willChange = 'auto';
    const next = Math.round(levelOf.current(view.current.scale));
    startTransition(() => setLevel((l) => (l === next ? l : next)));
  }, []);
  useLayoutEffect(() => {
    if (layout) levelOf.current = (scale) => zoomOfScale(layout.zoom, scale);
  }, [layout]);
  const apply = useCallback(
    (moving: boolean) => {
      const layer = layerRef.current;
      if (!layer) return;
      const v = view.current;
      if (moving) layer.style.willChange = 'transform';
      layer.style.transform = `translate3d(${v.x}px, ${v.y}px, 0) scale(${v.scale})`;
      window.clearTimeout(settleTimer.current);
      if (moving) settleTimer.current = window.setTimeout(settle, 150);
      else settle();
    },
    [settle],
  );
  const schedule = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      apply(true);
    });
  };
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      window.clearTimeout(settleTimer.current);
    },
    [],
  );

  const fit = useCallback(() => {
    if (!layout) return;
    view.current = { ...layout.home };
    apply(false);
  }, [layout, apply]);
  useLayoutEffect(() => fit(), [fit]);

  const zoomBy = (factor: number, anchor?: { x: number; y: number }) => {
    const a = anchor ?? (size ? { x: size.w / 2, y: size.h / 2 } : { x: 0, y: 0 });
    view.current = zoomAround(view.current, factor, a, limits.min, limits.max);
    schedule();
  };

  // Wheel zoom around the cursor (a non-passive listener so the page does not scroll).
  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      view.current = zoomAround(view.current, Math.exp(-delta * 0.0015), { x: e.clientX - r.left, y: e.clientY - r.top }, limits.min, limits.max);
      schedule();
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  // Drag to pan with one pointer, pinch to zoom with two.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef({ x: 0, y: 0 });
  const local = (e: React.PointerEvent) => {
    const r = boxRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 1) {
      start.current = p;
      dragged.current = false;
    }
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 1) {
      if (!dragged.current && Math.hypot(p.x - start.current.x, p.y - start.current.y) > DRAG_PX) {
        dragged.current = true;
        // Capture only once it is a drag, so that a plain press still clicks the pin under it.
        boxRef.current?.setPointerCapture(e.pointerId);
      }
      if (dragged.current) {
        view.current = panBy(view.current, p.x - prev.x, p.y - prev.y);
        schedule();
      }
    } else if (pointers.current.size === 2) {
      const other = [...pointers.current.entries()].find(([id]) => id !== e.pointerId)?.[1];
      if (!other) return;
      const before = Math.hypot(prev.x - other.x, prev.y - other.y);
      const after = Math.hypot(p.x - other.x, p.y - other.y);
      const midBefore = { x: (prev.x + other.x) / 2, y: (prev.y + other.y) / 2 };
      const midAfter = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 };
      dragged.current = true;
      const zoomed = before > 0 ? zoomAround(view.current, after / before, midBefore, limits.min, limits.max) : view.current;
      view.current = panBy(zoomed, midAfter.x - midBefore.x, midAfter.y - midBefore.y);
      schedule();
    }
  };
  const onPointerEnd = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      view.current = panBy(view.current, move[0], move[1]);
      schedule();
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomBy(2);
    } else if (e.key === '-' || e.key === '_') {
      e.preventDefault();
      zoomBy(0.5);
    }
  };

  const zoomInto = (at: Point, zoom: number) => {
    if (!layout || !size) return;
    const scale = Math.min(limits.max, Math.max(limits.min, 2 ** (zoom - layout.zoom)));
    view.current = centredOn(at, size.w, size.h, scale);
    apply(false);
  };
  const closePreview = () => {
    setChosen(null);
    boxRef.current?.focus({ preventScroll: true });
  };
  const helpId = useId();

  return (
    <Box
      role="region"
      aria-roledescription="map"
      aria-label={label}
      position="relative"
      h={height}
      borderRadius="md"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      bg={geography ? SEA : '#eef3f1'}
    >
      <Box
        ref={boxRef}
        tabIndex={0}
        aria-describedby={helpId}
        position="absolute"
        inset={0}
        cursor="grab"
        userSelect="none"
        // The theme's focus ring, drawn inside: the box around the map clips what is outside it.
        sx={{ touchAction: 'none', '&:active': { cursor: 'grabbing' }, '&:focus-visible': { outlineOffset: '-4px' } }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          if (dragged.current) {
            e.stopPropagation();
            e.preventDefault();
            dragged.current = false;
          }
        }}
        onKeyDown={onKeyDown}
      >
        <VisuallyHidden id={helpId}>
          Drag or use the arrow keys to move the map; use the mouse wheel, plus and minus keys or the zoom buttons to zoom. Each price shows its hotel; each number of hotels zooms in on them.
        </VisuallyHidden>
        {layout && (
          <Box
            ref={layerRef}
            data-testid="map-layer"
            data-centre={`${layout.centre.lat.toFixed(6)},${layout.centre.lng.toFixed(6)}`}
            position="absolute"
            left={0}
            top={0}
            w={0}
            h={0}
            sx={{
              transformOrigin: '0 0',
              '--pin-scale': '1',
              '& .map-pin': {
                position: 'absolute',
                transform: 'translate(-50%, -100%) scale(var(--pin-scale))',
                transformOrigin: '50% 100%',
                padding: '2px 6px',
                fontSize: '12px',
                fontWeight: 700,
                lineHeight: '18px',
                whiteSpace: 'nowrap',
                color: '#111827',
                background: 'white',
                border: '1px solid #6e3d09',
                borderRadius: '9px',
                minWidth: '24px',
                cursor: 'pointer',
              },
              '& .map-pin:hover, & .map-pin:focus-visible, & .map-pin[aria-expanded="true"]': { background: '#6e3d09', color: 'white', zIndex: 2 },
              // A cluster stays above the price pins: a pin drawn over it could leave less than the
              // 24 px square a finger or pointer needs of the button (WCAG 2.2 target size), and a
              // pin, wider than it is tall, keeps such a square beside a cluster's edge.
              '& .map-cluster': {
                position: 'absolute',
                zIndex: 1,
                transform: 'translate(-50%, -50%) scale(var(--pin-scale))',
                minWidth: '34px',
                height: '34px',
                padding: '0 6px',
                fontSize: '13px',
                fontWeight: 700,
                color: 'white',
                background: '#8a4a0a',
                border: '3px solid rgba(255,255,255,0.85)',
                borderRadius: '17px',
                cursor: 'pointer',
              },
              '& .map-cluster:hover, & .map-cluster:focus-visible': { background: '#5a3007', zIndex: 2, outline: '2px solid #111827' },
              '& .map-label': {
                position: 'absolute',
                transform: 'translate(-50%, -50%) scale(var(--pin-scale))',
                whiteSpace: 'nowrap',
                pointerEvents: 'none',
                fontSize: '11px',
                lineHeight: '14px',
                color: '#374151',
                textShadow: '0 0 2px white, 0 0 2px white, 0 0 3px white',
              },
              '& .map-label[data-kind="locality"]': { fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', color: '#4b5563' },
              '& .map-label[data-kind="place"]::before': {
                content: '""',
                display: 'inline-block',
                width: '6px',
                height: '6px',
                marginRight: '3px',
                borderRadius: '3px',
                background: '#2f6f8f',
                verticalAlign: 'middle',
              },
            }}
          >
            <svg aria-hidden="true" width="1" height="1" style={{ position: 'absolute', overflow: 'visible', left: 0, top: 0 }}>
              <path d={layout.lines.d} stroke={geo ? '#b9d2de' : '#c9d6d2'} strokeWidth={1} fill="none" vectorEffect="non-scaling-stroke" />
              {geo && (
                <g data-testid="map-geography">
                  <path data-testid="map-land" d={geo.land} fill={LAND} stroke="#a9c3cf" strokeWidth={1} vectorEffect="non-scaling-stroke" />
                  <path data-testid="map-states" d={geo.states} fill="none" stroke="#9a8fb0" strokeWidth={1.2} strokeDasharray="5 3" vectorEffect="non-scaling-stroke" />
                  <path data-testid="map-countries" d={geo.countries} fill="none" stroke="#7a6a8a" strokeWidth={1.8} vectorEffect="non-scaling-stroke" />
                </g>
              )}
              <circle
                cx={layout.ring.x}
                cy={layout.ring.y}
                r={layout.ring.r}
                fill="rgba(168,90,12,0.05)"
                stroke="#a85a0c"
                strokeWidth={1.5}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
              <circle data-testid="map-centre" cx={layout.ring.x} cy={layout.ring.y} r={3} fill="#a85a0c" vectorEffect="non-scaling-stroke" />
            </svg>
            {labels.map(({ p, x, y }) => (
              <div key={p.key} className="map-label" data-kind={p.kind} style={{ left: x, top: y }}>
                {p.name}
              </div>
            ))}
            {items.map(({ it, x, y }) =>
              it.kind === 'cluster' ? (
                <button
                  key={it.key}
                  type="button"
                  className="map-cluster"
                  style={{ left: x, top: y }}
                  aria-label={clusterLabel(it.count)}
                  title={clusterLabel(it.count)}
                  onClick={() => zoomInto({ x, y }, it.splitZoom)}
                >
                  {it.count}
                </button>
              ) : (
                <button
                  key={it.key}
                  type="button"
                  className="map-pin"
                  style={{ left: x, top: y }}
                  aria-label={it.item.title}
                  title={it.item.title}
                  aria-expanded={onMarkerOpen || !it.item.preview ? undefined : chosen === it.item.id}
                  onClick={() => (onMarkerOpen ? onMarkerOpen(it.item) : it.item.preview && setChosen(it.item.id))}
                >
                  {it.item.label}
                </button>
              ),
            )}
          </Box>
        )}
      </Box>
      <Box position="absolute" top={2} right={2} display="flex" flexDirection="column" gap={1}>
        <IconButton aria-label="Zoom in" size="sm" variant="solid" colorScheme="gray" bg="white" boxShadow="sm" onClick={() => zoomBy(2)} icon={<span aria-hidden="true">+</span>} />
        <IconButton aria-label="Zoom out" size="sm" variant="solid" colorScheme="gray" bg="white" boxShadow="sm" onClick={() => zoomBy(0.5)} icon={<span aria-hidden="true">−</span>} />
        <IconButton aria-label="Show all hotels" size="sm" variant="solid" colorScheme="gray" bg="white" boxShadow="sm" onClick={fit} icon={<span aria-hidden="true">⤢</span>} />
      </Box>
      {chosenMarker?.preview && <MapPreviewCard marker={chosenMarker} preview={chosenMarker.preview} onClose={closePreview} />}
      <Text position="absolute" bottom={1} left={2} fontSize="xs" color="gray.700" bg="whiteAlpha.800" px={1} borderRadius="sm">
        {`Offline map · ${radiusKm} km around the search centre`}
        {geography && ' · Natural Earth'}
      </Text>
    </Box>
  );
}
