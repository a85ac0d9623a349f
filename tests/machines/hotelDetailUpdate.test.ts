/**
 * Update answers kept out of the generated model (they take no transition the model misses, and
 * as outcomes there they would multiply its paths): an answer with no hotel (the app's answer to
 * a 404), and an update whose answer carried no hotel data (the app's NoHotelDataError).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CancellationPolicy } from '../../contract/cancellationPolicy';
import { hotelDetailMachine, type HotelLoadResult, type LoadHotelRequest, type PolicyRequest, type SearchHotelRequest, type Stay } from '../../machines/hotelDetail.machine';
import { selectHotel, selectRoomsMessage, selectSearchError, selectSearchId, selectStay } from '../../machines/hotelDetail.selectors';
import { stayWindow } from '../../domain/stay';
import { NoHotelDataError } from '../../src/api/detail';
import { hotel, HOTEL_ID, SEARCH_ID } from '../../contract/samples/hotelDetail';

const stay: Stay = { checkIn: '2025-11-21', checkOut: '2025-11-22', rooms: [{ adults: 1, childAges: [] }] };
const NEW_SEARCH_ID = 'aaaaabbbbbcccccddddd';

/** The page loaded with rooms, then Update for two nights answered (or failed) with `update`. */
async function updateWith(update: () => Promise<HotelLoadResult>) {
  const stored: Array<{ stay: Stay; searchId: string | null }> = [];
  const machine = hotelDetailMachine.provide({
    actors: {
      loadHotel: fromPromise<HotelLoadResult, LoadHotelRequest>(async () => ({ hotel: hotel(), searchId: SEARCH_ID, stay: null })),
      searchHotel: fromPromise<HotelLoadResult, SearchHotelRequest>(update),
      loadPolicy: fromPromise<CancellationPolicy, PolicyRequest>(async () => {
        throw new Error('not asked');
      }),
    },
    actions: { storeStay: (_, params) => void stored.push(params) },
  });
  const actor = createActor(machine, { input: { hotelId: HOTEL_ID, searchId: SEARCH_ID, stay, window: stayWindow('2025-11-21') } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  actor.send({ type: 'search.datesChanged', checkIn: '2025-11-21', checkOut: '2025-11-23' });
  actor.send({ type: 'search.submitted' });
  const after = await waitFor(actor, (s) => !s.hasTag('updating'));
  return { after, stored };
}

describe('hotelDetail: update answers without a room to book', () => {
  it('no hotel in the answer: the shown hotel stays with no room, the rooms section says sorry', async () => {
    const { after, stored } = await updateWith(async () => ({ hotel: null, searchId: null, stay: null }));
    const asked: Stay = { ...stay, checkOut: '2025-11-23' };
    expect(after.matches({ loaded: { search: 'unchanged' } })).toBe(true);
    expect(selectHotel(after)).toEqual({ ...hotel(), ops: [] });
    expect(selectRoomsMessage(after)).toBe('We are Sorry, no rooms available right now...');
    expect(selectSearchId(after)).toBeNull();
    expect(selectStay(after)).toEqual(asked);
    expect(stored).toEqual([{ stay: asked, searchId: null }]);
  });

  it('an answer with no hotel data: "We couldn’t find any hotels for your search." and the shown hotel stays', async () => {
    const { after, stored } = await updateWith(async () => {
      throw new NoHotelDataError('/search-by-hotel-id');
    });
    expect(after.matches({ loaded: { search: 'failed' } })).toBe(true);
    expect(selectSearchError(after)).toBe('We couldn’t find any hotels for your search.');
    expect(selectHotel(after)).toEqual(hotel());
    expect(selectRoomsMessage(after)).toBeNull();
    expect(selectSearchId(after)).toBe(SEARCH_ID);
    expect(stored).toEqual([]);
  });
});

describe('hotelDetail: an update the server would refuse is not sent', () => {
  it('over 30 nights: the panel message, nothing searched, the shown stay kept', async () => {
    let searched = 0;
    const machine = hotelDetailMachine.provide({
      actors: {
        loadHotel: fromPromise<HotelLoadResult, LoadHotelRequest>(async () => ({ hotel: hotel(), searchId: SEARCH_ID, stay: null })),
        searchHotel: fromPromise<HotelLoadResult, SearchHotelRequest>(async () => {
          searched += 1;
          return { hotel: hotel(), searchId: NEW_SEARCH_ID, stay: null };
        }),
      },
    });
    const actor = createActor(machine, { input: { hotelId: HOTEL_ID, searchId: SEARCH_ID, stay, window: stayWindow('2025-11-21') } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'search.datesChanged', checkIn: '2025-11-21', checkOut: '2025-12-23' });
    actor.send({ type: 'search.submitted' });
    expect(selectSearchError(actor.getSnapshot())).toBe('Stays can be at most 30 nights. Please choose an earlier check-out date.');
    expect(actor.getSnapshot().hasTag('updating')).toBe(false);
    expect(selectStay(actor.getSnapshot())).toEqual(stay);
    expect(searched).toBe(0);
  });
});
