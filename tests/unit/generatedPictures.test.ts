import { describe, expect, it } from 'vitest';
import type { Hotel } from '../../server/modules/catalogue/readModel';
import { citySvg, hotelSvg } from '../../server/modules/media/svg';

const hotel = {
  id: '1275339007',
  name: 'Heritage Serviced Stays',
  imageCount: 12,
  roomTypes: [
    { id: '1275339007-1', name: 'Standard Room', beds: [{ bc: 1, bt: 'Double Bed' }] },
    { id: '1275339007-2', name: 'Superior Twin Room', beds: [{ bc: 2, bt: 'Twin Bed' }] },
  ],
} as unknown as Hotel;

describe('generated pictures', () => {
  it('carry no caption drawn into them (pages crop them), only a title for assistive technology', () => {
    for (let n = 0; n < hotel.imageCount; n++) {
      const svg = hotelSvg(hotel, n, 'Standard')!;
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(hotelSvg(hotel, 0, 'Standard')).toContain('<title>Heritage Serviced Stays - Exterior</title>');
  });

  it("cities get distinct pictures of their kind, without the name printed on them (the page prints it under)", () => {
    const looks = ['beach', 'hills', 'heritage', 'pilgrim', 'city'] as const;
    const tiles = looks.map((look) => citySvg(1254163, 'Goa', look));
    expect(new Set(tiles).size).toBe(looks.length);
    for (const tile of tiles) {
      expect(tile).not.toContain('<text');
      expect(tile).toContain('<title>Goa</title>');
    }
    expect(citySvg(1275339, 'Mumbai')).not.toBe(citySvg(1273294, 'Delhi'));
  });
});
