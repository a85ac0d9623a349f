import { expect } from 'vitest';
import { stayWindow } from '../../domain/stay';
import {
  detailMessages,
  hotelDetailMachine,
  type HotelDetailInput,
  type HotelLoadResult,
  type Stay,
} from '../../machines/hotelDetail.machine';
import {
  selectCanEdit,
  selectCanRetry,
  selectCanUpdate,
  selectHotel,
  selectNights,
  selectPageMessage,
  selectPhase,
  selectPolicy,
  selectPolicyError,
  selectPolicyLoading,
  selectPolicyOpen,
  selectRoomsMessage,
  selectSearchChanged,
  selectSearchError,
  selectSearchId,
  selectStay,
  selectUpdating,
} from '../../machines/hotelDetail.selectors';
import { NoHotelDataError } from '../../src/api/detail';
import { hotel, HOTEL_ID, option, refundablePolicy, SEARCH_ID } from '../../contract/samples/hotelDetail';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const NEW_SEARCH_ID = 'aaaaabbbbbcccccddddd';
const storedStay: Stay = { checkIn: '2025-11-21', checkOut: '2025-11-22', rooms: [{ adults: 1, childAges: [] }] };
/** What the Update search asks for and the server answers for: 2 nights, 2 rooms. */
const longerStay: Stay = { checkIn: '2025-11-21', checkOut: '2025-11-23', rooms: [{ adults: 1, childAges: [] }, { adults: 2, childAges: [7] }] };

const shown = hotel();
const dearer = hotel({ ops: [option({ id: `${NEW_SEARCH_ID}-${HOTEL_ID}-1-BBR`, tp: 13440 })] });

const withRooms: HotelLoadResult = { hotel: shown, searchId: SEARCH_ID, stay: null };
const noRooms: HotelLoadResult = { hotel: hotel({ ops: [] }), searchId: SEARCH_ID, stay: null };
const noHotel: HotelLoadResult = { hotel: null, searchId: null, stay: null };
const updated: HotelLoadResult = { hotel: dearer, searchId: NEW_SEARCH_ID, stay: longerStay };
/**
 * An update answer whose hotel has no room left for the new stay. An answer with no hotel at all
 * (the app's answer to a 404) and an update failing for want of hotel data are in
 * hotelDetailUpdate.test.ts: as outcomes here they would multiply the generated paths (the
 * context then depends on each draft) for no new transition.
 */
const updatedNoRooms: HotelLoadResult = { hotel: hotel({ ops: [] }), searchId: NEW_SEARCH_ID, stay: longerStay };

const serverDown = new Error('Internal Server Error');
/** What the app's client raises for a SUCCESS answer without response.hotel. */
const noHotelData = new NoHotelDataError('/detail-search/v2');

const input: HotelDetailInput = { hotelId: HOTEL_ID, searchId: SEARCH_ID, stay: storedStay, window: stayWindow('2025-11-21') };

export const hotelDetailModel: MachineModel<typeof hotelDetailMachine> = {
  machine: hotelDetailMachine,
  input,
  events: [
    { type: 'detail.retried' },
    { type: 'search.datesChanged', checkIn: '2025-11-21', checkOut: '2025-11-23' },
    { type: 'search.datesChanged', checkIn: '2025-11-21', checkOut: null },
    { type: 'search.roomsChanged', rooms: longerStay.rooms },
    { type: 'search.submitted' },
    { type: 'policy.opened', optionId: refundablePolicy.id },
    { type: 'policy.closed' },
  ],
  actors: {
    loadHotel: { done: [withRooms, noRooms, noHotel], error: [noHotelData, serverDown] },
    searchHotel: { done: [updated, updatedNoRooms], error: [serverDown] },
    loadPolicy: { done: [refundablePolicy], error: [serverDown] },
  },
  states: {
    loading: (s) => {
      expect(selectPhase(s)).toBe('loading');
      expect(s.hasTag('skeleton')).toBe(true);
      expect(selectHotel(s)).toBeNull();
      expect(selectPageMessage(s)).toBeNull();
    },
    notFound: (s) => {
      expect(selectPhase(s)).toBe('notFound');
      expect(selectPageMessage(s)).toBe('We are Sorry, no rooms available right now...');
    },
    error: (s) => {
      expect(selectPhase(s)).toBe('error');
      expect([detailMessages.noHotels, detailMessages.fetchFailed]).toContain(selectPageMessage(s));
      expect(selectCanRetry(s)).toBe(true);
    },
    loaded: (s) => {
      expect(selectPhase(s)).toBe('loaded');
      expect(selectHotel(s)).not.toBeNull();
      expect(selectPageMessage(s)).toBeNull();
      // Rooms to book, or (only after an update that found none) the sorry text in the rooms section.
      if (selectHotel(s)!.ops.length > 0) expect(selectRoomsMessage(s)).toBeNull();
      else {
        expect(selectRoomsMessage(s)).toBe('We are Sorry, no rooms available right now...');
        expect(s.context.searchId).not.toBe(SEARCH_ID);
      }
    },
    'loaded.search.unchanged': (s) => {
      expect(selectSearchChanged(s)).toBe(false);
      expect(selectCanUpdate(s)).toBe(false);
      expect(selectCanEdit(s)).toBe(true);
      expect(s.context.draft).toEqual(s.context.stay);
      expect(selectSearchError(s)).toBeNull();
    },
    'loaded.search.changed': (s) => {
      expect(selectSearchChanged(s)).toBe(true);
      expect(selectCanUpdate(s)).toBe(true);
      expect(selectSearchError(s)).toBeNull();
    },
    'loaded.search.invalid': (s) => {
      expect(selectSearchChanged(s)).toBe(true);
      expect(selectSearchError(s)).toBe('Please select check-in and check-out dates.');
    },
    'loaded.search.updating': (s) => {
      expect(selectUpdating(s)).toBe(true);
      expect(selectCanEdit(s)).toBe(false);
      expect(selectCanUpdate(s)).toBe(false);
    },
    'loaded.search.failed': (s) => {
      expect(selectSearchError(s)).toBe('Failed to fetch hotel data. Please try again.');
      expect(selectHotel(s)).not.toBeNull(); // the shown hotel stays
    },
    'loaded.policy.closed': (s) => expect(selectPolicyOpen(s)).toBe(false),
    'loaded.policy.loading': (s) => {
      expect(selectPolicyOpen(s)).toBe(true);
      expect(selectPolicyLoading(s)).toBe(true);
      expect(s.context.policyOptionId).toBe(refundablePolicy.id);
    },
    'loaded.policy.shown': (s) => {
      expect(selectPolicy(s)).toEqual(refundablePolicy);
      expect(selectPolicyError(s)).toBeNull();
    },
    'loaded.policy.failed': (s) => {
      expect(selectPolicy(s)).toBeNull();
      expect(selectPolicyError(s)).toBe('Failed to load cancellation policy.');
    },
  },
  steps: {
    'xstate.done.actor.loadHotel': ({ event, after }) => {
      const output = (event as unknown as { output: HotelLoadResult }).output;
      if (output === withRooms) {
        expect(selectHotel(after)).toBe(shown);
        expect(selectSearchId(after)).toBe(SEARCH_ID);
        expect(selectStay(after)).toEqual(storedStay);
        expect(selectNights(after)).toBe(1);
      } else {
        expect(after.matches('notFound')).toBe(true);
        expect(selectRoomsMessage(after)).toBeNull(); // the page says it, not the rooms section
      }
    },
    'xstate.error.actor.loadHotel': ({ event, after }) => {
      const error = (event as unknown as { error: Error }).error;
      expect(selectPageMessage(after)).toBe(
        error === noHotelData ? 'We couldn’t find any hotels for your search.' : 'Failed to fetch hotel data. Please try again.',
      );
    },
    'xstate.done.actor.searchHotel': ({ event, after, actions }) => {
      const output = (event as unknown as { output: HotelLoadResult }).output;
      expect(after.matches({ loaded: { search: 'unchanged' } })).toBe(true);
      expect(selectSearchError(after)).toBeNull();
      if (output === updated) {
        // The fresh answer replaces the displayed hotel, its search and stay.
        expect(selectHotel(after)).toBe(dearer);
        expect(selectSearchId(after)).toBe(NEW_SEARCH_ID);
        expect(selectStay(after)).toEqual(longerStay);
        expect(selectNights(after)).toBe(2);
        expect(selectRoomsMessage(after)).toBeNull();
        expect(callsOf(actions, 'storeStay')).toEqual([{ stay: longerStay, searchId: NEW_SEARCH_ID }]);
      } else {
        // The hotel has no room for the new stay: its rooms section says so.
        expect(output).toBe(updatedNoRooms);
        expect(selectHotel(after)).toBe(updatedNoRooms.hotel);
        expect(selectSearchId(after)).toBe(NEW_SEARCH_ID);
        expect(selectStay(after)).toEqual(longerStay);
        expect(selectRoomsMessage(after)).toBe('We are Sorry, no rooms available right now...');
        expect(callsOf(actions, 'storeStay')).toEqual([{ stay: longerStay, searchId: NEW_SEARCH_ID }]);
      }
    },
    'xstate.error.actor.searchHotel': ({ before, after }) => {
      expect(selectSearchError(after)).toBe('Failed to fetch hotel data. Please try again.');
      expect(selectHotel(after)).toBe(before.context.hotel);
    },
    'search.submitted': ({ before, after }) => {
      if (before.context.draft.checkOut === null) expect(after.matches({ loaded: { search: 'invalid' } })).toBe(true);
      else expect(after.matches({ loaded: { search: 'updating' } })).toBe(true);
    },
    'search.datesChanged': ({ event, after }) => {
      const e = event as unknown as { checkIn: string | null; checkOut: string | null };
      expect(after.context.draft.checkOut).toBe(e.checkOut);
      expect(selectSearchChanged(after)).toBe(true);
    },
    'policy.closed': ({ after }) => {
      expect(selectPolicyOpen(after)).toBe(false);
      expect(after.context.policy).toBeNull();
    },
  },
};
