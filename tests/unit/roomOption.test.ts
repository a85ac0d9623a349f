import { describe, expect, it } from 'vitest';
import { hotelDetail } from '../../contract/hotel';
import { cancellationRules } from '../../domain/cancellationRules';
import { GALLERY_SIZE, galleryView, wrapIndex } from '../../src/model/gallery';
import { bedsLabel, firstItems, optionView } from '../../src/model/roomOption';
import { mealPlanLabel } from '../../domain/mealPlan';
import { formatLocalDateTime } from '../../domain/dateLabels';
import { hotel, nonRefundablePolicy, option, refundablePolicy } from '../../contract/samples/hotelDetail';

describe('room option view', () => {
  it('the test fixture is a valid detail hotel', () => {
    expect(hotelDetail.safeParse(hotel()).success).toBe(true);
  });

  it('per night and stay totals, beds, area, meal plan, facilities and benefits', () => {
    const view = optionView(option(), 2);
    expect(view).toMatchObject({
      roomName: 'Deluxe Double Room',
      beds: '1 King bed',
      area: '240 sq ft',
      mealPlan: 'Breakfast Included',
      price: expect.objectContaining({ rooms: 1, nights: 2, perNight: 2240, total: 4480, taxes: 480, taxesPerNight: 240 }),
      freeCancellation: 'Free cancellation until 20 Nov 2025, 2:00 PM',
      nonRefundable: false,
    });
    expect(view.benefits).toEqual(['Free breakfast', 'Late checkout', 'Welcome drink', 'Free parking', 'Daily housekeeping', 'Newspaper', 'Room service']);
    expect(optionView(option({ tp: 1000.01 }), 3).price.perNight).toBe(333.34);
    expect(optionView(option({ ddt: null }), 1).freeCancellation).toBeNull();
    expect(optionView(option({ isBA: true }), 1).payLater).toBe('Pay later available');
    expect(optionView(option({ isBA: false }), 1).payLater).toBeNull();
  });

  it('3 facilities and 5 benefits before View More', () => {
    const view = optionView(option(), 1);
    expect(firstItems(view.facilities, 3, false)).toEqual({ items: ['Air conditioning', 'Free WiFi', 'Television'], hasMore: true });
    expect(firstItems(view.benefits, 5, false).items).toHaveLength(5);
    expect(firstItems(view.benefits, 5, true).items).toHaveLength(7);
    expect(firstItems(['a'], 3, false).hasMore).toBe(false);
  });

  it('meal plans the spec recognises', () => {
    expect(['ALL INCLUSIVE', 'BREAKFAST', 'FULL BOARD', 'ROOM ONLY', 'HALF BOARD', 'DINNER', 'LUNCH_ONLY'].map(mealPlanLabel)).toEqual([
      'All Inclusive', 'Breakfast Included', 'Full Board', 'Room Only', 'Half Board', 'Dinner Included', 'Lunch Only',
    ]);
  });

  it('beds and India local date-times', () => {
    expect(bedsLabel([{ bc: 2, bt: 'Twin' }, { bc: 1, bt: 'Sofa' }])).toBe('2 Twin beds, 1 Sofa bed');
    // The catalogue's types carry their own "Bed": it is said once.
    expect(bedsLabel([{ bc: 1, bt: 'Queen Bed' }])).toBe('1 Queen bed');
    expect(bedsLabel([{ bc: 2, bt: 'Twin Bed' }])).toBe('2 Twin beds');
    expect(bedsLabel([{ bc: 1, bt: 'King Bed' }, { bc: 1, bt: 'Sofa Bed' }])).toBe('1 King bed, 1 Sofa bed');
    expect(bedsLabel([{ bc: 3, bt: 'beds' }, { bc: 0, bt: 'Cot' }])).toBe('3 beds');
    expect(formatLocalDateTime('2025-11-20T00:05')).toBe('20 Nov 2025, 12:05 AM');
    expect(formatLocalDateTime('2025-01-02T12:00')).toBe('2 Jan 2025, 12:00 PM');
  });
});

describe('cancellation rules', () => {
  it('refundable windows in time order, each charge in nights of the stay with its amount', () => {
    const view = cancellationRules({ ...refundablePolicy, pd: [...refundablePolicy.pd].reverse() });
    expect(view.nonRefundable).toBe(false);
    expect(view.rows).toEqual([
      { from: '1 Nov 2025, 12:00 AM', to: '20 Nov 2025, 2:00 PM', charge: 'Free cancellation', free: true },
      { from: '20 Nov 2025, 2:00 PM', to: '21 Nov 2025, 2:00 PM', charge: '1 night (Rs 2,240.00)', free: false },
    ]);
    expect(view.summary).toMatch(/^Refundable/);
    // Two rooms: the first night of each.
    const twoRooms = { ...refundablePolicy, pd: [{ ...refundablePolicy.pd[1]!, am: 4480, rn: 2 }] };
    expect(cancellationRules(twoRooms, 2).rows[0]!.charge).toBe('1 night of each of the 2 rooms (Rs 4,480.00)');
    // Room nights that are not whole nights of every room: the amount alone.
    expect(cancellationRules(twoRooms, 3).rows[0]!.charge).toBe('Rs 4,480.00');
  });
  it('non-refundable', () => {
    const view = cancellationRules(nonRefundablePolicy);
    expect(view.nonRefundable).toBe(true);
    expect(view.summary).toMatch(/^Non-refundable/);
    expect(view.rows[0]!.charge).toBe('The whole stay (Rs 4,480.00)');
  });
  it('a window with only a percentage', () => {
    const view = cancellationRules({ ...refundablePolicy, pd: [{ fdt: '2025-11-01T00:00', tdt: '2025-11-02T00:00', am: 0, pp: 25, rn: 0 }] });
    expect(view.rows[0]!.charge).toBe('25% of the booking');
    expect(view.summary).toMatch(/^Partly refundable/);
  });
});

describe('gallery', () => {
  it('the first 10 Standard images; the grid shows the next 2', () => {
    const images = Array.from({ length: 14 }, (_, n) => [
      { url: `/${n}-Standard.svg`, sz: 'Standard' },
      { url: `/${n}-XS.svg`, sz: 'XS' },
    ]).flat();
    const view = galleryView(images);
    expect(view.images).toHaveLength(GALLERY_SIZE);
    expect(view.main).toBe('/0-Standard.svg');
    expect(view.grid).toEqual(['/1-Standard.svg', '/2-Standard.svg']);
    expect(galleryView([])).toEqual({ images: [], main: null, grid: [], openLabel: 'View all 0 photos' });
  });
  it('counts on its button what the viewer shows, and says "all" only when that is all', () => {
    const standard = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/${i}-Standard.svg`, sz: 'Standard' }));
    expect(galleryView(standard(14)).openLabel).toBe('View 10 of 14 photos');
    expect(galleryView(standard(8)).openLabel).toBe('View all 8 photos');
    expect(galleryView(standard(1)).openLabel).toBe('View all 1 photo');
  });
  it('the viewer wraps around', () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
