import type { SnapshotFrom } from 'xstate';
import { CHOOSE_DESTINATION } from '../domain/destinations';
import { searchMessages } from '../domain/searchValidation';
import type { searchMachine } from './search.machine';

type Snapshot = SnapshotFrom<typeof searchMachine>;

export const selectDestinationText = (s: Snapshot) => s.context.text;
export const selectChosenDestination = (s: Snapshot) => s.context.chosen;
export const selectListOpen = (s: Snapshot) => s.matches({ editing: 'open' });
/** The calendar is open (the dates button, or a destination just picked). */
export const selectDatesOpen = (s: Snapshot) => s.matches({ editing: 'dates' });
/** The rooms and guests editor is open (its button, a stay just chosen, or a child's age to choose). */
export const selectRoomsOpen = (s: Snapshot) => s.matches({ editing: 'rooms' });
export const selectOptions = (s: Snapshot) => s.context.options;
export const selectHighlight = (s: Snapshot) => s.context.highlight;
/** Waiting for the pause to end or the server to answer. */
export const selectSuggestionsLoading = (s: Snapshot) => s.hasTag('loading');
/** The suggestions message, once its 1 s delay has passed (docs/product.md, Destinations). */
export const selectSuggestionMessage = (s: Snapshot): string | null => {
  if (s.hasTag('suggestionsFailed')) return searchMessages.suggestionsFailed;
  if (s.hasTag('noSuggestions')) return searchMessages.noSuggestions;
  return null;
};
export const selectCheckIn = (s: Snapshot) => s.context.checkIn;
export const selectCheckOut = (s: Snapshot) => s.context.checkOut;
export const selectRooms = (s: Snapshot) => s.context.rooms;
export const selectError = (s: Snapshot) => s.context.error;
/** Search found no one suggestion named by the text: the list is open for the traveller to choose. */
export const selectAskingToChoose = (s: Snapshot) => s.matches({ editing: 'open' }) && s.context.error === CHOOSE_DESTINATION;
/** The search was refused for a child's age still to choose: the rooms editor marks each one. */
export const selectChildAgeRequired = (s: Snapshot) => s.context.error === searchMessages.childAge;
/** The server is being asked for the destination typed before a search runs. */
export const selectResolving = (s: Snapshot) => s.hasTag('resolving');
