import { describe, expect, it } from 'vitest';
import { nearbyTabView } from '../../src/model/nearbyPlaces';

const hotel = { lat: 18.922, lng: 72.8347 };
const place = (id: string, lat: number) => ({ place_id: id, name: id, vicinity: '', geometry: { location: { lat, lng: hotel.lng } } });

const noRetry = () => {};

describe('a nearby category tab', () => {
  it('while loading', () => {
    expect(nearbyTabView({ isPending: true, data: undefined, error: null, retry: noRetry }, 'Transport', hotel)).toEqual({ kind: 'loading' });
  });

  it('a failed call says so and offers the retry, never "No places found"', () => {
    const retry = () => {};
    const view = nearbyTabView({ isPending: false, data: undefined, error: new Error('offline'), retry }, 'Attractions', hotel);
    expect(view).toEqual({ kind: 'failed', text: 'Could not load places for Attractions. Please try again.', retry });
    expect(JSON.stringify(view)).not.toContain('No places found');
  });

  it("an empty answer, or one with nothing within 3,000 m, is 'No places found for {category}'", () => {
    expect(nearbyTabView({ isPending: false, error: null, data: [], retry: noRetry }, 'Transport', hotel)).toEqual({ kind: 'empty', text: 'No places found for Transport' });
    expect(nearbyTabView({ isPending: false, error: null, data: [place('far', hotel.lat + 0.05)], retry: noRetry }, 'Other Landmarks', hotel)).toEqual({
      kind: 'empty',
      text: 'No places found for Other Landmarks',
    });
  });

  it('places within reach, nearest first', () => {
    const view = nearbyTabView({ isPending: false, error: null, data: [place('b', hotel.lat + 0.02), place('a', hotel.lat + 0.005)], retry: noRetry }, 'Key Landmarks', hotel);
    expect(view.kind).toBe('places');
    expect(view.kind === 'places' && view.rows.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
