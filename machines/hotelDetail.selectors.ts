import type { SnapshotFrom } from 'xstate';
import { nightCount } from '../domain/stay';
import { detailMessages, type hotelDetailMachine } from './hotelDetail.machine';

type Snapshot = SnapshotFrom<typeof hotelDetailMachine>;

export type DetailPhase = 'loading' | 'loaded' | 'notFound' | 'error';

/** Which screen the page shows: skeleton, the hotel, the sorry text or the fetch error. */
export function selectPhase(s: Snapshot): DetailPhase {
  if (s.matches('loaded')) return 'loaded';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('error')) return 'error';
  return 'loading';
}

export const selectHotel = (s: Snapshot) => s.context.hotel;
/** The search the shown prices belong to. */
export const selectSearchId = (s: Snapshot) => s.context.searchId;
/** The stay the shown prices are for. */
export const selectStay = (s: Snapshot) => s.context.stay;
/** How many nights the shown prices are for (1 while the stay's dates are not both set). */
export const selectNights = (s: Snapshot) => nightCount(s.context.stay);
/** The stay as the update panel shows it. */
export const selectDraft = (s: Snapshot) => s.context.draft;
/** The text of `notFound` or `error`, null otherwise. */
export const selectPageMessage = (s: Snapshot): string | null =>
  s.matches('notFound') ? detailMessages.noRooms : s.matches('error') ? s.context.error : null;
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'detail.retried' });
/** On the sorry page, why the hotel's rooms are not sold for the stay (a minimum stay, no check-in that day...). */
export const selectUnavailable = (s: Snapshot) => (s.matches('notFound') ? s.context.unavailable : []);
/**
 * The text of the rooms section when the shown hotel has no bookable option (an update answered
 * with no hotel or no rooms), null while it has some.
 */
export const selectRoomsMessage = (s: Snapshot): string | null =>
  s.matches('loaded') && (s.context.hotel?.ops.length ?? 0) === 0 ? detailMessages.noRooms : null;

/** Update search: the draft differs from what was searched. */
export const selectSearchChanged = (s: Snapshot) =>
  s.matches({ loaded: { search: 'changed' } }) || s.matches({ loaded: { search: 'invalid' } }) || s.matches({ loaded: { search: 'failed' } });
export const selectUpdating = (s: Snapshot) => s.hasTag('updating');
export const selectCanUpdate = (s: Snapshot) => s.can({ type: 'search.submitted' });
export const selectCanEdit = (s: Snapshot) => s.can({ type: 'search.roomsChanged', rooms: [] });
/** The validation or failure text under the update panel. */
export const selectSearchError = (s: Snapshot) => s.context.searchError;

/** Cancellation-policy modal. */
export const selectPolicyOpen = (s: Snapshot) => s.context.policyOptionId !== null;
export const selectPolicyLoading = (s: Snapshot) => s.matches({ loaded: { policy: 'loading' } });
export const selectPolicy = (s: Snapshot) => (s.matches({ loaded: { policy: 'shown' } }) ? s.context.policy : null);
export const selectPolicyError = (s: Snapshot) => (s.matches({ loaded: { policy: 'failed' } }) ? s.context.policyError : null);
