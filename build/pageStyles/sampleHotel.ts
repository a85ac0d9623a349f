/**
 * A hotel page in its loaded state, for the build to render: the detail machine, given the
 * sample hotel (contract/samples/hotelDetail.ts, valid against the contract) instead of a call,
 * run until it has loaded it.
 */
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { HotelDetail } from '../../contract/hotel';
import { hotelDetailMachine, type HotelLoadResult, type LoadHotelRequest } from '../../machines/hotelDetail.machine';
import { selectHotel } from '../../machines/hotelDetail.selectors';
import { bookingWindow } from '../../machines/rules/stayDates';
import { REVEAL_STAGES } from '../../src/views/detail/LoadedHotel';
import { hotel as sampleHotel, SEARCH_ID } from '../../contract/samples/hotelDetail';

export interface LoadedSample {
  snapshot: SnapshotFrom<typeof hotelDetailMachine>;
  hotel: HotelDetail;
  stage: number;
}

export async function loadedSampleHotel(): Promise<LoadedSample> {
  const hotel = sampleHotel();
  const stay = { checkIn: hotel.ops[0]!.ris[0]!.pis[0]!.date, checkOut: null, rooms: [{ adults: 2, childAges: [] }] };
  const machine = hotelDetailMachine.provide({
    actors: { loadHotel: fromPromise<HotelLoadResult, LoadHotelRequest>(async () => ({ hotel, searchId: SEARCH_ID, stay: null })) },
  });
  const actor = createActor(machine, { input: { hotelId: hotel.id, searchId: SEARCH_ID, stay, window: bookingWindow() } }).start();
  try {
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'), { timeout: 5_000 });
    const loaded = selectHotel(snapshot);
    if (!loaded) throw new Error(`the sample hotel did not load (state ${JSON.stringify(snapshot.value)})`);
    return { snapshot, hotel: loaded, stage: REVEAL_STAGES };
  } finally {
    actor.stop();
  }
}
