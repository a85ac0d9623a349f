import { describe, expect, it } from 'vitest';
import { areaOfVicinity, declutter, localityOfAddress, localityPlaces, placesAroundHotel } from '../../src/model/mapPlaces';

const place = (id: string, name: string, vicinity: string, lat: number, lng: number) => ({ place_id: id, name, vicinity, geometry: { location: { lat, lng } } });

describe('map places', () => {
  it('reads the locality of an address line and the area of a vicinity', () => {
    expect(localityOfAddress('Bandra, near Bandstand')).toBe('Bandra');
    expect(localityOfAddress('City Centre')).toBe('City Centre');
    expect(areaOfVicinity('Bandra West, Mumbai')).toBe('Bandra West');
    expect(areaOfVicinity('Mumbai')).toBe('');
  });

  it('labels each locality at the middle of its points, the locality with most points first', () => {
    const labels = localityPlaces([
      { locality: 'Juhu', lat: 19.1, lng: 72.83 },
      { locality: 'Bandra', lat: 19.05, lng: 72.83 },
      { locality: 'Bandra', lat: 19.07, lng: 72.85 },
      { locality: ' ', lat: 19, lng: 72 },
    ]);
    expect(labels.map((l) => l.name)).toEqual(['Bandra', 'Juhu']);
    expect(labels[0]!.lat).toBeCloseTo(19.06, 6);
    expect(labels[0]!.lng).toBeCloseTo(72.84, 6);
    expect(labels[0]!.kind).toBe('locality');
  });

  it('places around a hotel: within the radius, once each, nearest first, then their localities', () => {
    const hotel = { lat: 19.06, lng: 72.84 };
    const around = placesAroundHotel(
      [
        place('a', 'Bandstand', 'Bandra, Mumbai', 19.065, 72.84),
        place('b', 'Mount Mary', 'Bandra, Mumbai', 19.062, 72.84),
        place('a', 'Bandstand', 'Bandra, Mumbai', 19.065, 72.84),
        place('c', 'Far Fort', 'Fort, Mumbai', 18.93, 72.83),
      ],
      hotel,
      3000,
    );
    expect(around.map((p) => `${p.kind}:${p.name}`)).toEqual(['place:Mount Mary', 'place:Bandstand', 'locality:Bandra']);
  });

  it('leaves out labels that would overlap at the shown scale, keeping the first', () => {
    const labels = [
      { x: 0, y: 0, text: 'Bandra' },
      { x: 10, y: 2, text: 'Khar' },
      { x: 200, y: 0, text: 'Juhu' },
    ];
    expect(declutter(labels, 1).map((l) => l.text)).toEqual(['Bandra', 'Juhu']);
    // Zoomed in eight times, they are far enough apart.
    expect(declutter(labels, 8).map((l) => l.text)).toEqual(['Bandra', 'Khar', 'Juhu']);
  });
});
