import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance, parseLatLng } from '../../src/model/distance';
import { nearbyRows, noPlacesText } from '../../src/model/nearbyPlaces';

const gateway = { lat: 18.922, lng: 72.8347 };

describe('distance and nearby places', () => {
  it('haversine in metres', () => {
    expect(distanceMetres(gateway, gateway)).toBe(0);
    // 0.01 degree of latitude is about 1,112 m.
    expect(distanceMetres({ lat: 18.9, lng: 72.8 }, { lat: 18.91, lng: 72.8 })).toBeCloseTo(1112, -1);
    // Mumbai to Delhi is about 1,150 km.
    expect(distanceMetres(gateway, { lat: 28.6139, lng: 77.209 }) / 1000).toBeGreaterThan(1130);
  });
  it('formats m below a kilometre and km above', () => {
    expect(formatDistance(849.6)).toBe('850 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(Number.NaN)).toBe('');
  });
  it('parses coordinates given as text', () => {
    expect(parseLatLng('18.922000', '72.834600')).toEqual({ lat: 18.922, lng: 72.8346 });
    expect(parseLatLng('', '72')).toBeNull();
    expect(parseLatLng('abc', '72')).toBeNull();
    expect(parseLatLng('95', '72')).toBeNull();
  });
  it('keeps places within 3,000 m, nearest first, once each', () => {
    const place = (id: string, lat: number) => ({ place_id: id, name: `<b>${id}</b>`, vicinity: 'Colaba', geometry: { location: { lat, lng: gateway.lng } } });
    const rows = nearbyRows([place('far', gateway.lat + 0.05), place('b', gateway.lat + 0.02), place('a', gateway.lat + 0.005), place('a', gateway.lat + 0.005)], gateway);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(rows[0]).toMatchObject({ name: 'a', distance: '556 m' });
    expect(rows[1]!.distance).toBe('2.2 km');
  });
  it("'No places found for {category}'", () => {
    expect(noPlacesText('Transport')).toBe('No places found for Transport');
  });
});
