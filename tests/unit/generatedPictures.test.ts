import { describe, expect, it } from 'vitest';
import { hotelViews, PICTURES_PER_ROOM, roomViews } from '../../server/modules/media/pictureViews';
import type { Hotel } from '../../server/modules/catalogue/store/hotels';
import { guestPhotoSvg } from '../../server/modules/media/guestPhotos';
import { citySvg, hotelSvg } from '../../server/modules/media/svg';
import { GUEST_PHOTO_KINDS } from '../../server/modules/reviews/generatedReviews';

const room = (id: string, name: string, category: string, beds: Array<{ bc: number; bt: string }>, facilities: string[] = []) =>
  ({ id, name, category, beds, facilities });

/** A hotel as the read model has it: its facilities decide its views, its room types their pictures. */
function hotelWith(id: string, facilities: string[], propertyType = 'HOTEL') {
  const roomTypes = [
    room(`${id}-1`, 'Standard Room', 'Standard', [{ bc: 1, bt: 'Double Bed' }]),
    room(`${id}-2`, 'Superior Twin Room', 'Superior', [{ bc: 2, bt: 'Twin Bed' }], ['Bathtub']),
    room(`${id}-3`, 'Family Room with Sea View', 'Family', [{ bc: 1, bt: 'Queen Bed' }, { bc: 1, bt: 'Sofa Bed' }], ['Balcony']),
  ];
  const views = hotelViews({ id, facilities, propertyType });
  return { id, name: 'Heritage Serviced Stays', facilities, propertyType, roomTypes, imageCount: views.length + PICTURES_PER_ROOM * roomTypes.length } as unknown as Hotel;
}

const body = (svg: string) => svg.replace(/^<svg[^>]*>(<title>[^<]*<\/title>)?/, '');

describe('generated pictures', () => {
  const hotel = hotelWith('1275339007', ['Restaurant', 'Swimming Pool', 'Garden']);

  it('carry no caption drawn into them (pages crop them), only a title for assistive technology', () => {
    for (let n = 0; n < hotel.imageCount; n++) {
      const svg = hotelSvg(hotel, n, 'Standard')!;
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(hotelSvg(hotel, 0, 'Standard')).toContain('<title>Heritage Serviced Stays - Exterior</title>');
    expect(hotelSvg(hotel, hotel.imageCount, 'Standard')).toBeNull();
  });

  it("show what the hotel has: a pool only with a pool, a restaurant only with one; each hotel's views in an order of its own", () => {
    expect(hotelViews(hotel)).toEqual(expect.arrayContaining(['exterior', 'lobby', 'restaurant', 'pool', 'garden']));
    const plain = hotelWith('1275339008', [], 'GUESTHOUSE');
    expect(hotelViews(plain).filter((v) => v !== 'night')).toEqual(['exterior']);
    const orders = new Set(['1', '2', '3', '4', '5', '6'].map((n) => hotelViews({ id: `12753390${n}0`, facilities: ['Restaurant', 'Swimming Pool', 'Garden', 'Spa'], propertyType: 'RESORT' }).join()));
    expect(orders.size).toBeGreaterThan(2);
  });

  it('differ by room type: beds as the room has them, a tub where it has one, its balcony and view', () => {
    const views = hotelViews(hotel).length;
    const roomPicture = (position: number, k: number) => body(hotelSvg(hotel, views + PICTURES_PER_ROOM * (position - 1) + k, 'Standard')!);
    const bedrooms = [1, 2, 3].map((p) => roomPicture(p, 0));
    expect(new Set(bedrooms).size).toBe(3);
    expect(roomViews(hotel.roomTypes[2]!)).toEqual(['bedroom', 'bathroom', 'balcony']);
    expect(roomViews(hotel.roomTypes[0]!)).toEqual(['bedroom', 'bathroom', 'desk']);
    expect(hotelSvg(hotel, views + PICTURES_PER_ROOM * 2 + 2, 'Standard')).toContain('<title>Family Room with Sea View - Balcony</title>');
  });

  it("guest photos never repeat one of the hotel's own pictures", () => {
    const own = new Set(Array.from({ length: hotel.imageCount }, (_, n) => body(hotelSvg(hotel, n, 'Standard')!)));
    for (const [n, kind] of GUEST_PHOTO_KINDS.entries()) {
      const photo = guestPhotoSvg(hotel.id, n, kind, 'beach');
      expect(own.has(body(photo))).toBe(false);
      expect(photo).not.toContain('<text');
    }
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
