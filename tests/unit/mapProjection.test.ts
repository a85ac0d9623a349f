import { describe, expect, it } from 'vitest';
import { centredOn, centreOf, fitAround, fitView, fromPixels, graticuleLines, graticuleStep, kmToPixels, metersPerPixel, panBy, parseLatLng, project, toPixels, unproject, zoomAround, zoomOfScale } from '../../src/model/mapProjection';
import { NEW_DELHI } from '../../domain/geo';

const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('map projection', () => {
  it('projects like Web Mercator', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 0.5, y: 0.5 });
    close(project({ lat: 0, lng: 180 }).x, 1);
    close(project({ lat: 85.05112878, lng: 0 }).y, 0);
    // New Delhi at zoom 0 (checked with the tan+sec form of the projection).
    const p = toPixels(NEW_DELHI, 0);
    close(p.x, 182.904178, 5);
    close(p.y, 106.749643, 5);
  });

  it('unprojects what it projects', () => {
    for (const ll of [NEW_DELHI, { lat: 19.076, lng: 72.8777 }, { lat: -33.86, lng: 151.2 }]) {
      const back = unproject(project(ll));
      close(back.lat, ll.lat, 9);
      close(back.lng, ll.lng, 9);
      const px = fromPixels(toPixels(ll, 11), 11);
      close(px.lat, ll.lat, 9);
    }
  });

  it('reads text coordinates and refuses bad ones', () => {
    expect(parseLatLng('28.6139', '77.2090')).toEqual({ lat: 28.6139, lng: 77.209 });
    expect(parseLatLng('', '77')).toBeNull();
    expect(parseLatLng('abc', '77')).toBeNull();
    expect(parseLatLng('95', '77')).toBeNull();
  });

  it('measures ground distance in pixels', () => {
    close(metersPerPixel(0, 0), 156543.03392, 3);
    // 15 km at New Delhi, zoom 11: about 224 px.
    close(kmToPixels(15, NEW_DELHI.lat, 11), 15000 / (156543.03392 * Math.cos((NEW_DELHI.lat * Math.PI) / 180) / 2048), 6);
    expect(Math.round(kmToPixels(15, NEW_DELHI.lat, 11))).toBe(224);
  });

  it('fits points inside the box and falls back to New Delhi', () => {
    expect(fitView([], 800, 600)).toEqual({ centre: NEW_DELHI, zoom: 11 });
    const pts = [
      { lat: 28.5, lng: 77.1 },
      { lat: 28.7, lng: 77.3 },
    ];
    const { centre, zoom } = fitView(pts, 800, 600, 40);
    const a = toPixels(pts[0]!, zoom);
    const b = toPixels(pts[1]!, zoom);
    expect(Math.abs(b.x - a.x)).toBeLessThanOrEqual(720 + 1e-6);
    expect(Math.abs(b.y - a.y)).toBeLessThanOrEqual(520 + 1e-6);
    expect(Math.max(Math.abs(b.x - a.x) - 720, Math.abs(b.y - a.y) - 520)).toBeCloseTo(0, 6);
    close(centre.lng, 77.2);
    expect(fitView([{ lat: 28.5, lng: 77.1 }], 800, 600).zoom).toBe(15);
    close(centreOf(pts).lat, unproject({ x: 0, y: (project(pts[0]!).y + project(pts[1]!).y) / 2 }).lat);
  });

  it('fits the points around a chosen centre, which stays in the middle', () => {
    const chosen = { lat: 28.6, lng: 77.2 };
    expect(fitAround(chosen, [], 800, 600)).toEqual({ centre: chosen, zoom: 11 });
    // The farthest point (east, 0.3 degrees) sets the zoom: it lands on the padded edge.
    const pts = [
      { lat: 28.65, lng: 77.25 },
      { lat: 28.6, lng: 77.5 },
    ];
    const { centre, zoom } = fitAround(chosen, pts, 800, 600, 40);
    expect(centre).toEqual(chosen);
    const c = toPixels(chosen, zoom);
    for (const p of pts) {
      const at = toPixels(p, zoom);
      expect(Math.abs(at.x - c.x)).toBeLessThanOrEqual(360 + 1e-6);
      expect(Math.abs(at.y - c.y)).toBeLessThanOrEqual(260 + 1e-6);
    }
    close(toPixels(pts[1]!, zoom).x - c.x, 360);
    // Centred on the chosen point it zooms out further than fitting the points alone.
    expect(zoom).toBeLessThan(fitView(pts, 800, 600, 40).zoom);
    expect(fitAround(chosen, [chosen], 800, 600).zoom).toBe(15);
  });

  it('zooms around an anchor and pans', () => {
    const v = { x: 10, y: 20, scale: 1 };
    const anchor = { x: 110, y: 220 };
    // The layer point under the anchor stays under it.
    const layer = { x: (anchor.x - v.x) / v.scale, y: (anchor.y - v.y) / v.scale };
    const z = zoomAround(v, 2, anchor, 0.1, 8);
    expect(layer.x * z.scale + z.x).toBeCloseTo(anchor.x);
    expect(layer.y * z.scale + z.y).toBeCloseTo(anchor.y);
    expect(zoomAround(v, 100, anchor, 0.1, 8).scale).toBe(8);
    expect(panBy(v, 5, -5)).toEqual({ x: 15, y: 15, scale: 1 });
    expect(zoomOfScale(11, 4)).toBe(13);
    expect(centredOn({ x: 100, y: 50 }, 400, 300)).toEqual({ x: 100, y: 100, scale: 1 });
  });

  it('draws a graticule with a round step', () => {
    expect(graticuleStep(0.3)).toBe(0.05);
    expect(graticuleStep(40)).toBe(10);
    const g = graticuleLines({ south: 28.5, west: 77.1, north: 28.7, east: 77.3 }, 0.1);
    expect(g.lats[0]).toBe(28.4);
    expect(g.lats.at(-1)).toBe(28.8);
    expect(g.lngs).toContain(77.2);
  });
});
