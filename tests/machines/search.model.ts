import { expect } from 'vitest';
import { searchMachine, type SearchInput, type SearchValues } from '../../machines/search.machine';
import {
  selectCheckIn,
  selectCheckOut,
  selectChildAgeRequired,
  selectChosenDestination,
  selectDatesOpen,
  selectDestinationText,
  selectError,
  selectHighlight,
  selectListOpen,
  selectOptions,
  selectResolving,
  selectRooms,
  selectRoomsOpen,
  selectSuggestionMessage,
  selectSuggestionsLoading,
} from '../../machines/search.selectors';
import { hasMissingChildAge, type DraftRoom, type PanelRoom } from '../../machines/rules/rooms';
import { CHOOSE_DESTINATION, exactChoice } from '../../domain/destinations';
import { destinationKey, filterPopular, optionKey, type DestinationOption } from '../../domain/searchValidation';
import { nightsBetween } from '../../domain/dates';
import { stayBreak, stayMessages, stayWindow } from '../../domain/stay';
import { callsOf } from './support/actions';
import type { MachineModel, StepCheck } from './support/model';

export const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';
const WINDOW = stayWindow(TODAY);
/** 365 days after TODAY. */
const LAST_CHECK_IN = '2027-03-10';

const bengaluru: DestinationOption = { id: 1277333, name: 'Bengaluru', label: 'Bengaluru, Karnataka, India', kind: 'city' };
const delhi: DestinationOption = { id: 1273294, name: 'Delhi', label: 'Delhi, Delhi, India', kind: 'city' };
const whitefield: DestinationOption = { id: 1253000, name: 'Whitefield', label: 'Whitefield, Bengaluru, Karnataka, India', kind: 'area', parentId: bengaluru.id };
/** The server's answer when the typed text is a name of the place ("beng" stands for one here). */
const karnataka: DestinationOption = { id: 116, name: 'Karnataka', label: 'Karnataka, India', kind: 'state', hotelCount: 400, exactMatch: true };
/**
 * A hotel the typed text names whole (the server says so): its city's id, and the hotel itself as
 * the place. Chosen, its page opens, then and at each search after.
 */
const ivoryNamed: DestinationOption = { id: 1277333, name: 'Ivory Guest House', label: 'Bengaluru, Karnataka, India', kind: 'hotel', place: { kind: 'hotel', id: '4242' }, exactMatch: true };

/** A line as the destination it chooses: its id and name, and the place it names, if any. */
const destinationOf = (o: DestinationOption) => ({ id: o.id, name: o.name, ...(o.place ? { place: o.place } : {}) });

const oneAdult: PanelRoom[] = [{ id: 1, adults: 1, children: 0, childAges: [] }];
/** A child added, its age not chosen yet. */
const childWithoutAge: DraftRoom[] = [{ id: 1, adults: 1, children: 1, childAges: [null] }];

const bengaluruChosen = { id: bengaluru.id, name: bengaluru.name };

/** Home page, first visit: nothing stored, default stay. */
const fresh: SearchInput = {
  mode: 'home',
  window: WINDOW,
  destination: null,
  checkIn: TODAY,
  checkOut: TOMORROW,
  rooms: oneAdult,
  popular: [bengaluru, delhi],
  recent: [],
};

const expectValues = (values: unknown, context: { chosen: unknown; checkIn: unknown; checkOut: unknown; rooms: unknown }) => {
  const v = values as SearchValues;
  expect(v.destination).toEqual(context.chosen);
  expect(v.checkIn).toBe(context.checkIn);
  expect(v.checkOut).toBe(context.checkOut);
  expect(v.rooms).toEqual(context.rooms);
  expect(v.checkOut > v.checkIn).toBe(true);
  // Only a stay the server accepts is searched.
  expect(stayBreak(v.checkIn, v.checkOut, WINDOW)).toBeNull();
};

/** After any step: a navigation happens only with a full, valid search, and always with a persist first. */
const navigationIsValid = ({ actions, after }: Pick<StepCheck<typeof searchMachine>, 'actions' | 'after'>) => {
  const persisted = callsOf(actions, 'persistSearch');
  // A search goes to the results, or, for a hotel chosen as the destination, to that hotel's page.
  const navigated = [...callsOf(actions, 'navigateToResults'), ...callsOf(actions, 'openHotel')];
  const remembered = callsOf(actions, 'rememberSearch') as Array<{ destination: DestinationOption }>;
  expect(persisted.length).toBe(navigated.length);
  expect(navigated.length).toBeLessThanOrEqual(1);
  // Every search is remembered among the recent searches, as the line it was picked from.
  expect(remembered.length).toBe(navigated.length);
  for (const { destination } of remembered) {
    expect(destinationOf(destination)).toEqual(after.context.chosen);
    if (after.context.pickedOption) expect(destination).toEqual(after.context.pickedOption);
  }
  // Only a hotel opens a hotel's page; anything else opens the results.
  const isHotel = after.context.chosen?.place?.kind === 'hotel';
  expect(callsOf(actions, isHotel ? 'navigateToResults' : 'openHotel')).toEqual([]);
  for (const [i, call] of navigated.entries()) {
    const values = (call as { values: SearchValues }).values;
    expect((persisted[i] as { values: SearchValues }).values).toEqual(values);
    expectValues(values, after.context);
    expect(selectError(after)).toBeNull();
  }
  if (selectError(after) !== null) expect(navigated).toEqual([]);
};

export const searchModel: MachineModel<typeof searchMachine> = {
  machine: searchMachine,
  input: fresh,
  events: [
    { type: 'destination.opened' },
    { type: 'destination.typed', text: 'b' },
    { type: 'destination.typed', text: 'zz' },
    { type: 'destination.typed', text: 'beng' },
    { type: 'destination.highlightMoved', by: 1 },
    { type: 'destination.highlightMoved', by: -1 },
    { type: 'destination.picked', index: 0, key: optionKey(bengaluru, 0) },
    // The second line: Delhi among the popular cities, and a line left from that list once the
    // server's list (Bengaluru, Whitefield) shows: that click picks nothing.
    { type: 'destination.picked', index: 1, key: optionKey(delhi, 1) },
    { type: 'destination.enterPressed' },
    { type: 'destination.closed' },
    // Only check-in chosen so far (the calendar reports each click).
    { type: 'dates.changed', checkIn: TODAY, checkOut: null },
    // Check-out before check-in: the calendar never reports it, but a results URL can hold it.
    { type: 'dates.changed', checkIn: TOMORROW, checkOut: TODAY },
    { type: 'dates.opened' },
    { type: 'rooms.opened' },
    { type: 'field.closed' },

    // A child without an age: the rooms rules have their own machine; this keeps the graph small.
    { type: 'rooms.changed', rooms: childWithoutAge },
    { type: 'search.submitted' },
  ],
  actors: {
    fetchSuggestions: { done: [[bengaluru, whitefield], []], error: [new Error('network down')] },
    resolveDestination: { done: [[karnataka, bengaluru], [ivoryNamed, bengaluru], [bengaluru, whitefield], []], error: [new Error('network down')] },
  },
  delays: { debounce: 300, messageDelay: 1000 },
  states: {
    'editing.closed': (s) => {
      expect(selectListOpen(s)).toBe(false);
      expect(selectOptions(s)).toEqual([]);
      expect(selectDatesOpen(s)).toBe(false);
      expect(selectRoomsOpen(s)).toBe(false);
    },
    // One thing open at a time.
    'editing.dates': (s) => {
      expect(selectDatesOpen(s)).toBe(true);
      expect(selectRoomsOpen(s)).toBe(false);
      expect(selectListOpen(s)).toBe(false);
      expect(selectOptions(s)).toEqual([]);
    },
    'editing.rooms': (s) => {
      expect(selectRoomsOpen(s)).toBe(true);
      expect(selectDatesOpen(s)).toBe(false);
      expect(selectListOpen(s)).toBe(false);
      expect(selectOptions(s)).toEqual([]);
    },
    'editing.open.popular': (s) => {
      expect(selectListOpen(s)).toBe(true);
      const text = selectDestinationText(s).toLowerCase();
      if (selectChosenDestination(s)) {
        // Reopened with a destination chosen: every popular city again.
        expect(selectOptions(s)).toEqual(fresh.popular);
      } else {
        expect(text.length).toBeLessThan(3);
        expect(selectOptions(s).every((o) => o.name.toLowerCase().includes(text) || o.label.toLowerCase().includes(text))).toBe(true);
        // Opened empty: the recent searches (marked) lead, then the popular cities not among them.
        if (!text.trim()) {
          const recent = s.context.recent;
          expect(selectOptions(s).slice(0, recent.length)).toEqual(recent.map((r) => ({ ...r, recent: true })));
          expect(selectOptions(s).slice(recent.length)).toEqual(fresh.popular.filter((p) => !recent.some((r) => destinationKey(r) === destinationKey(p))));
        }
      }
    },
    'editing.open.debouncing': (s) => {
      expect(selectSuggestionsLoading(s)).toBe(true);
      expect(selectDestinationText(s).length).toBeGreaterThanOrEqual(3);
    },
    'editing.open.fetching': (s) => expect(selectSuggestionsLoading(s)).toBe(true),
    'editing.open.listed': (s) => {
      expect(selectOptions(s).length).toBeGreaterThan(0);
      expect(selectSuggestionMessage(s)).toBeNull();
    },
    'editing.open.empty.pending': (s) => expect(selectSuggestionMessage(s)).toBeNull(),
    'editing.open.empty.shown': (s) => expect(selectSuggestionMessage(s)).toBe('No suggestions found for this query.'),
    'editing.open.failed.pending': (s) => expect(selectSuggestionMessage(s)).toBeNull(),
    'editing.open.failed.shown': (s) => expect(selectSuggestionMessage(s)).toBe('Failed to load suggestions. Please try again.'),
    'editing.open': (s) => {
      const h = selectHighlight(s);
      expect(h).toBeGreaterThanOrEqual(-1);
      expect(h).toBeLessThan(Math.max(1, selectOptions(s).length));
    },
    resolving: (s) => expect(selectResolving(s)).toBe(true),
    editing: (s) => {
      expect(selectResolving(s)).toBe(false);
      const chosen = selectChosenDestination(s);
      if (chosen) expect(selectDestinationText(s)).toBe(chosen.name);
    },
  },
  steps: {
    'destination.typed': ({ event, after }) => {
      expect(selectDestinationText(after)).toBe((event as unknown as { text: string }).text);
      expect(selectChosenDestination(after)).toBeNull();
      expect(selectError(after)).toBeNull();
    },
    'destination.picked': ({ event, before, after }) => {
      const { index, key } = event as unknown as { index: number; key: string };
      const shown = selectOptions(before)[index];
      if (shown && optionKey(shown, index) === key) {
        expect(selectChosenDestination(after)).toEqual(destinationOf(shown));
        expect(selectListOpen(after)).toBe(false);
        // The panel leads on to the dates.
        expect(selectDatesOpen(after)).toBe(true);
      } else {
        // Not the line the list holds there (a row of an earlier list): nothing is picked.
        expect(after.context).toEqual(before.context);
        expect(after.value).toEqual(before.value);
      }
    },
    'destination.highlightMoved': ({ event, before, after }) => {
      const n = selectOptions(before).length;
      const by = (event as unknown as { by: 1 | -1 }).by;
      const from = selectHighlight(before);
      expect(selectHighlight(after)).toBe(from < 0 ? (by > 0 ? 0 : n - 1) : (from + by + n) % n);
    },
    'destination.enterPressed': (step) => {
      const { before, after } = step;
      const h = selectHighlight(before);
      if (selectListOpen(before) && h >= 0) {
        expect(selectChosenDestination(after)).toEqual(destinationOf(selectOptions(before)[h]!));
        expect(selectDatesOpen(after)).toBe(true);
      }
      navigationIsValid(step);
    },
    'dates.changed': ({ event, before, after }) => {
      const e = event as unknown as { checkIn: string | null; checkOut: string | null };
      expect([selectCheckIn(after), selectCheckOut(after)]).toEqual([e.checkIn, e.checkOut]);
      expect(selectError(after)).toBeNull();
      // A stay chosen in the open calendar leads on to the rooms; a check-in alone keeps the calendar.
      if (selectDatesOpen(before)) expect(e.checkOut ? selectRoomsOpen(after) : selectDatesOpen(after)).toBe(true);
    },
    // The buttons open their field from a closed panel or from the other field (a click on a
    // button first closes the destination list: the input loses focus).
    'dates.opened': ({ after }) => expect(selectDatesOpen(after)).toBe(true),
    'rooms.opened': ({ after }) => expect(selectRoomsOpen(after)).toBe(true),
    'field.closed': ({ before, after }) => {
      if (selectDatesOpen(before) || selectRoomsOpen(before)) expect(after.matches({ editing: 'closed' })).toBe(true);
      else expect(after.value).toEqual(before.value);
    },
    'rooms.changed': ({ event, after }) => expect(selectRooms(after)).toEqual((event as unknown as { rooms: DraftRoom[] }).rooms),
    'search.submitted': (step) => {
      const { before, after } = step;
      navigationIsValid(step);
      const ctx = before.context;
      if (!ctx.chosen && !ctx.text.trim()) expect(selectError(after)).toBe('Please enter or select a valid destination.');
      else if (!ctx.checkIn || !ctx.checkOut) expect(selectError(after)).toBe('Please select check-in and check-out dates.');
      else if (ctx.checkOut <= ctx.checkIn) expect(selectError(after)).toBe('Check-out date must be after check-in date.');
      else if (ctx.checkIn < TODAY) expect(selectError(after)).toBe(stayMessages.checkInPast);
      else if (ctx.checkIn > LAST_CHECK_IN) expect(selectError(after)).toBe(stayMessages.checkInTooFar);
      else if (nightsBetween(ctx.checkIn, ctx.checkOut) > 30) expect(selectError(after)).toBe(stayMessages.tooManyNights);
      else if (hasMissingChildAge(ctx.rooms)) {
        // Never a silent age: the rooms editor opens with the message.
        expect(selectError(after)).toBe("Please select each child's age.");
        expect(selectChildAgeRequired(after)).toBe(true);
        expect(selectRoomsOpen(after)).toBe(true);
      } else if (ctx.chosen?.place?.kind === 'hotel') {
        // A hotel chosen as the destination: its page opens for the stay, no results.
        expect(callsOf(step.actions, 'openHotel')).toHaveLength(1);
        expect(after.matches({ editing: 'closed' })).toBe(true);
      } else if (!ctx.chosen && ctx.text.trim().length >= 3) expect(selectResolving(after)).toBe(true);
      else if (!ctx.chosen) {
        // Under 3 characters nothing is searched silently: the matches to choose from, or the spec's message.
        const matches = filterPopular(ctx.popular, ctx.text);
        expect(callsOf(step.actions, 'navigateToResults')).toEqual([]);
        if (matches.length) {
          expect(selectError(after)).toBe(CHOOSE_DESTINATION);
          expect(selectListOpen(after)).toBe(true);
          expect(selectOptions(after)).toEqual(matches);
        } else expect(selectError(after)).toBe('Please enter or select a valid destination.');
      }
    },
    'xstate.done.actor.resolveDestination': (step) => {
      const output = (step.event as unknown as { output: DestinationOption[] }).output;
      navigationIsValid(step);
      const exact = exactChoice(output, step.before.context.text);
      if (exact) {
        // The one suggestion the text names is searched ("Goa" is the state); a hotel named whole opens its page.
        expect(selectChosenDestination(step.after)).toEqual(destinationOf(exact));
        expect(callsOf(step.actions, exact.place?.kind === 'hotel' ? 'openHotel' : 'navigateToResults').length).toBe(1);
      } else if (output.length) {
        // None named exactly: nothing searched; the list opens with them and asks.
        expect(callsOf(step.actions, 'navigateToResults')).toEqual([]);
        expect(selectError(step.after)).toBe(CHOOSE_DESTINATION);
        expect(selectListOpen(step.after)).toBe(true);
        expect(selectOptions(step.after)).toEqual(output);
      } else expect(selectError(step.after)).toBe('No valid destinations found for the input.');
    },
    'xstate.error.actor.resolveDestination': ({ after, actions }) => {
      expect(selectError(after)).toBe('Failed to fetch destination suggestions. Please try again.');
      expect(callsOf(actions, 'navigateToResults')).toEqual([]);
    },
  },
};

/**
 * The stay limits the server holds a search to (not past, check-in within 365 days, at most 30
 * nights), after the spec's own checks: from a results page ('Modify Search') whose URL stay the
 * panel shows as it is, each stay is submitted. The machine's graph is the same as above (these
 * are the `hasProblem` branch's messages), so this model keeps to the calendar, dates and submit.
 */
export const stayLimitFixtures = [
  { type: 'dates.changed', checkIn: TODAY, checkOut: TOMORROW },
  { type: 'dates.changed', checkIn: TOMORROW, checkOut: TODAY },
  { type: 'dates.changed', checkIn: '2026-03-09', checkOut: TOMORROW },
  { type: 'dates.changed', checkIn: LAST_CHECK_IN, checkOut: '2027-04-09' },
  { type: 'dates.changed', checkIn: '2027-03-11', checkOut: '2027-03-12' },
  { type: 'dates.changed', checkIn: TODAY, checkOut: '2026-04-09' },
  { type: 'dates.changed', checkIn: TODAY, checkOut: '2026-04-10' },
] as const;

export const searchStayLimitsModel: MachineModel<typeof searchMachine> = {
  ...searchModel,
  input: { ...fresh, mode: 'modify', destination: bengaluruChosen, checkIn: '2026-03-09', checkOut: '2026-03-10' },
  events: [{ type: 'dates.opened' }, ...stayLimitFixtures, { type: 'search.submitted' }],
};
