import { assign, fromPromise, raise, setup } from 'xstate';
import { completeRooms, hasMissingChildAge, isDraftRooms, type DraftRoom, type PanelRoom } from './rules/rooms';
import type { StayWindow } from '../domain/stay';
import { CHOOSE_DESTINATION, emptyBoxOptions, exactChoice } from '../domain/destinations';
import {
  destinationKey,
  filterPopular,
  firstProblem,
  needsServer,
  optionKey,
  searchMessages,
  type Destination,
  type DestinationOption,
} from '../domain/searchValidation';

/**
 * Where the panel is mounted: the home page, the results page ('Modify Search') or the detail
 * page's update-search (dates and rooms only; the destination comes with the input).
 */
export type SearchMode = 'home' | 'modify' | 'update';

/** What a valid search hands to `persistSearch` and `navigateToResults` (or, for a hotel, `openHotel`). */
export interface SearchValues {
  destination: Destination;
  checkIn: string;
  checkOut: string;
  rooms: PanelRoom[];
}

export interface SearchInput {
  mode: SearchMode;
  /** The days a stay may start on (today to 365 days ahead), given by the app so the machine stays pure. */
  window: StayWindow;
  /** Initial values (session storage, the results page's query, the detail page's search). */
  destination: Destination | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: PanelRoom[];
  /** The built-in popular cities offered under 3 typed characters. */
  popular: DestinationOption[];
  /** The traveller's recent searches (latest first) as the panel opened, offered when the box opens empty. */
  recent: DestinationOption[];
}

export interface SearchContext {
  mode: SearchMode;
  window: StayWindow;
  /** What the destination box shows. */
  text: string;
  /** The destination picked from the list (cleared by typing). */
  chosen: Destination | null;
  /** The line `chosen` was picked from (its kind and region), kept for the recent searches. */
  pickedOption: DestinationOption | null;
  /** The suggestions on show while the list is open. */
  options: DestinationOption[];
  /** Highlighted suggestion, -1 for none. */
  highlight: number;
  checkIn: string | null;
  checkOut: string | null;
  /** The rooms as edited: a child's age may still be unchosen (null). */
  rooms: DraftRoom[];
  popular: DestinationOption[];
  recent: DestinationOption[];
  /** The validation message on show, if any. */
  error: string | null;
}

export type SearchEvent =
  | { type: 'destination.opened' }
  | { type: 'destination.typed'; text: string }
  | { type: 'destination.highlightMoved'; by: 1 | -1 }
  /** A click on the line at `index`, which showed the option of `key` (`optionKey`). */
  | { type: 'destination.picked'; index: number; key: string }
  | { type: 'destination.enterPressed' }
  | { type: 'destination.closed' }
  /** The dates button: open the calendar. */
  | { type: 'dates.opened' }
  | { type: 'dates.changed'; checkIn: string | null; checkOut: string | null }
  /** The rooms button: open the rooms and guests editor. */
  | { type: 'rooms.opened' }
  | { type: 'rooms.changed'; rooms: DraftRoom[] }
  /** The open calendar or rooms editor closes (Done, Escape, a click outside, its button again). */
  | { type: 'field.closed' }
  | { type: 'search.submitted' };

export const SEARCH_DELAYS = { debounce: 300, messageDelay: 1000 } as const;

/** Only called once the checks passed: a destination, both dates, every child's age. */
function valuesOf(context: SearchContext): SearchValues {
  return { destination: context.chosen!, checkIn: context.checkIn!, checkOut: context.checkOut!, rooms: completeRooms(context.rooms)! };
}

const asDestination = (o: DestinationOption): Destination => ({ id: o.id, name: o.name, ...(o.place ? { place: o.place } : {}) });

/** The searched destination as a recent search: the line it was picked from, else the recent search it came from, else its name alone. */
function searchedOption(context: SearchContext): DestinationOption {
  const { chosen, pickedOption, recent } = context;
  const key = destinationKey(chosen!);
  if (pickedOption && destinationKey(pickedOption) === key) return pickedOption;
  return recent.find((r) => destinationKey(r) === key) ?? { ...chosen!, label: '', kind: chosen!.place?.kind ?? 'city' };
}

/**
 * The search panel: destination with suggestions, the date range and the rooms and guests, with
 * their checks and messages (docs/product.md, Search and stays, Destinations).
 *
 * - Destination: focus opens the list. Under 3 typed characters it offers the built-in popular
 *   cities filtered by the text; from 3, after the `debounce` pause, `fetchSuggestions` asks the
 *   server, and typing again restarts the pause and cancels a running call (the invoke stops).
 *   No result or a failure shows its message after `messageDelay`. Arrow keys move the highlight
 *   (wrapping); Enter picks the highlighted suggestion, or runs the search when none is.
 * - Dates: chosen in the open calendar by the `stayDates` machine (the react-dates range rules),
 *   which reports every change with `dates.changed` (check-out is null while only check-in is set).
 * - Opening the list with a destination already chosen offers the popular cities again.
 * - Rooms: edited in the open editor by the `roomsGuests` machine, which reports every change with
 *   `rooms.changed`.
 * - Opening the list with nothing typed offers the recent searches first (`recent`), then the
 *   popular cities.
 * - One thing opens at a time: the destination list (`open`), the calendar (`dates`) or the rooms
 *   editor (`rooms`). The panel leads the traveller on in the order of its fields: picking a
 *   destination opens the calendar, and a chosen check-out opens the rooms editor.
 * - Submit: a destination, both dates, check-out after check-in, in that order, then the stay
 *   limits the server holds to (check-in not past nor more than 365 days ahead, at most 30 nights),
 *   then every child's age (a child added has none until one is chosen: the rooms editor opens with
 *   the message). Without a chosen destination the text is not silently searched as another place
 *   (rather than taking the first suggestion): for 3+ characters the server's suggestions
 *   (`resolveDestination`) are searched when one of them is named exactly (`exactChoice`: "Goa" is
 *   the state); otherwise, and under 3 characters, the list opens with the suggestions and asks the
 *   traveller to choose.
 *   A valid search remembers the destination (`rememberSearch`), then runs `persistSearch`
 *   (session storage) and `navigateToResults`; an airport, station or landmark is searched
 *   around, as the app's results link says. A hotel chosen as the destination (picked, or named
 *   exactly) opens that hotel's page with the panel's stay instead (`openHotel`).
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    input: {} as SearchInput,
    events: {} as SearchEvent,
  },
  actors: {
    fetchSuggestions: fromPromise<DestinationOption[], { query: string }>(async () => {
      throw new Error('fetchSuggestions is provided by the app');
    }),
    resolveDestination: fromPromise<DestinationOption[], { query: string }>(async () => {
      throw new Error('resolveDestination is provided by the app');
    }),
  },
  actions: {
    /** Side effect, provided by the app: keep the values in session storage. */
    persistSearch: (_, _params: { values: SearchValues }) => {},
    /** Side effect, provided by the app: open the results (or, on the detail page, re-price). */
    navigateToResults: (_, _params: { values: SearchValues }) => {},
    /** Side effect, provided by the app: open the chosen hotel's page for the stay (a hotel chosen as the destination). */
    openHotel: (_, _params: { values: SearchValues }) => {},
    /** Side effect, provided by the app: add the searched destination to the recent searches (local storage). */
    rememberSearch: (_, _params: { destination: DestinationOption }) => {},
    setText: assign((_, params: { text: string }) => ({ text: params.text, chosen: null, pickedOption: null, options: [], highlight: -1, error: null })),
    showPopular: assign({
      options: ({ context }) => (context.text.trim() ? filterPopular(context.popular, context.text) : emptyBoxOptions(context.recent, context.popular)),
      highlight: -1,
    }),
    showAllPopular: assign({ options: ({ context }) => [...context.popular], highlight: -1 }),
    showOptions: assign((_, params: { options: DestinationOption[] }) => ({ options: params.options, highlight: -1 })),
    clearOptions: assign({ options: [], highlight: -1 }),
    moveHighlight: assign({
      highlight: ({ context }, params: { by: 1 | -1 }) => {
        const n = context.options.length;
        if (context.highlight < 0) return params.by > 0 ? 0 : n - 1;
        return (context.highlight + params.by + n) % n;
      },
    }),
    pick: assign((_, params: { option: DestinationOption }) => ({
      chosen: asDestination(params.option),
      pickedOption: params.option,
      text: params.option.name,
      error: null,
    })),
    setDates: assign((_, params: { checkIn: string | null; checkOut: string | null }) => ({
      checkIn: params.checkIn,
      checkOut: params.checkOut,
      error: null,
    })),
    clearError: assign({ error: null }),
    setRooms: assign({ rooms: (_, params: { rooms: DraftRoom[] }) => params.rooms, error: null }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
  },
  guards: {
    needsServer: ({ context }) => needsServer(context.text),
    hasOptions: ({ context }) => context.options.length > 0,
    /** The clicked line is the one the list holds at its position: a line left from an earlier list picks nothing. */
    optionShown: ({ context }, params: { index: number; key: string }) => {
      const option = context.options[params.index];
      return option !== undefined && optionKey(option, params.index) === params.key;
    },
    hasHighlight: ({ context }) => context.highlight >= 0 && context.highlight < context.options.length,
    resultNotEmpty: (_, params: { options: DestinationOption[] }) => params.options.length > 0,
    hasChosen: ({ context }) => context.chosen !== null,
    choseHotel: ({ context }) => context.chosen?.place?.kind === 'hotel',
    namesHotel: ({ context }, params: { options: DestinationOption[] }) => exactChoice(params.options, context.text)?.place?.kind === 'hotel',
    validRooms: (_, params: { rooms: DraftRoom[] }) => isDraftRooms(params.rooms),
    hasProblem: ({ context }) => firstProblem(context) !== null,
    missingChildAge: ({ context }) => hasMissingChildAge(context.rooms),
    /** The calendar reported a check-out: the stay is chosen. */
    endsStay: (_, params: { checkOut: string | null }) => params.checkOut !== null,
    hasPopularMatch: ({ context }) => filterPopular(context.popular, context.text).length > 0,
    namesOne: ({ context }, params: { options: DestinationOption[] }) => exactChoice(params.options, context.text) !== null,
  },
  delays: { ...SEARCH_DELAYS },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    mode: input.mode,
    window: input.window,
    text: input.destination?.name ?? '',
    chosen: input.destination,
    pickedOption: null,
    options: [],
    highlight: -1,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    rooms: input.rooms,
    popular: input.popular,
    recent: input.recent,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearOptions',
          on: {
            'destination.opened': { target: 'open', actions: 'clearError' },
            'destination.typed': { target: 'open', actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) } },
            'destination.enterPressed': { actions: raise({ type: 'search.submitted' }) },
            'dates.opened': { target: 'dates' },
            'rooms.opened': { target: 'rooms' },
          },
        },
        /**
         * The calendar is open: the dates change only here (and the rooms only in `rooms`, with
         * the editor open). A chosen check-out moves on to the rooms.
         */
        dates: {
          entry: 'clearOptions',
          on: {
            'destination.opened': { target: 'open', actions: 'clearError' },
            'rooms.opened': { target: 'rooms' },
            'dates.changed': [
              {
                guard: { type: 'endsStay', params: ({ event }) => ({ checkOut: event.checkOut }) },
                target: 'rooms',
                actions: { type: 'setDates', params: ({ event }) => ({ checkIn: event.checkIn, checkOut: event.checkOut }) },
              },
              { actions: { type: 'setDates', params: ({ event }) => ({ checkIn: event.checkIn, checkOut: event.checkOut }) } },
            ],
            'field.closed': { target: 'closed' },
          },
        },
        /** The rooms and guests editor is open. */
        rooms: {
          entry: 'clearOptions',
          on: {
            'destination.opened': { target: 'open', actions: 'clearError' },
            'dates.opened': { target: 'dates' },
            'rooms.changed': {
              guard: { type: 'validRooms', params: ({ event }) => ({ rooms: event.rooms }) },
              actions: { type: 'setRooms', params: ({ event }) => ({ rooms: event.rooms }) },
            },
            'field.closed': { target: 'closed' },
          },
        },
        open: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                // A chosen destination is already valid: the list offers the popular cities again.
                { guard: 'hasChosen', target: 'popular', actions: 'showAllPopular' },
                { guard: 'needsServer', target: 'debouncing' },
                { target: 'popular', actions: 'showPopular' },
              ],
            },
            popular: { tags: ['listing'] },
            debouncing: { tags: ['loading'], after: { debounce: { target: 'fetching' } } },
            fetching: {
              tags: ['loading'],
              invoke: {
                id: 'fetchSuggestions',
                src: 'fetchSuggestions',
                input: ({ context }) => ({ query: context.text.trim() }),
                onDone: [
                  {
                    guard: { type: 'resultNotEmpty', params: ({ event }) => ({ options: event.output }) },
                    target: 'listed',
                    actions: { type: 'showOptions', params: ({ event }) => ({ options: event.output }) },
                  },
                  { target: 'empty' },
                ],
                onError: { target: 'failed' },
              },
            },
            listed: { tags: ['listing'] },
            empty: {
              initial: 'pending',
              states: { pending: { after: { messageDelay: { target: 'shown' } } }, shown: { tags: ['noSuggestions'] } },
            },
            failed: {
              initial: 'pending',
              states: { pending: { after: { messageDelay: { target: 'shown' } } }, shown: { tags: ['suggestionsFailed'] } },
            },
          },
          on: {
            'destination.typed': { target: '.routing', actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) } },
            'destination.highlightMoved': {
              guard: 'hasOptions',
              actions: { type: 'moveHighlight', params: ({ event }) => ({ by: event.by }) },
            },
            'destination.picked': {
              guard: { type: 'optionShown', params: ({ event }) => ({ index: event.index, key: event.key }) },
              target: 'dates',
              actions: { type: 'pick', params: ({ context, event }) => ({ option: context.options[event.index]! }) },
            },
            'destination.enterPressed': [
              {
                guard: 'hasHighlight',
                target: 'dates',
                actions: { type: 'pick', params: ({ context }) => ({ option: context.options[context.highlight]! }) },
              },
              { target: 'closed', actions: raise({ type: 'search.submitted' }) },
            ],
            'destination.closed': { target: 'closed' },
          },
        },
      },
      on: {
        'search.submitted': [
          {
            guard: 'hasProblem',
            actions: { type: 'showError', params: ({ context }) => ({ message: firstProblem(context)! }) },
          },
          { guard: 'missingChildAge', target: '.rooms', actions: { type: 'showError', params: { message: searchMessages.childAge } } },
          {
            guard: 'choseHotel',
            target: '.closed',
            actions: [
              { type: 'rememberSearch', params: ({ context }) => ({ destination: searchedOption(context) }) },
              { type: 'persistSearch', params: ({ context }) => ({ values: valuesOf(context) }) },
              { type: 'openHotel', params: ({ context }) => ({ values: valuesOf(context) }) },
            ],
          },
          {
            guard: 'hasChosen',
            target: '.closed',
            actions: [
              { type: 'rememberSearch', params: ({ context }) => ({ destination: searchedOption(context) }) },
              { type: 'persistSearch', params: ({ context }) => ({ values: valuesOf(context) }) },
              { type: 'navigateToResults', params: ({ context }) => ({ values: valuesOf(context) }) },
            ],
          },
          { guard: 'needsServer', target: 'resolving' },
          {
            // Under 3 characters nothing is named exactly: the matching popular cities, to choose from.
            guard: 'hasPopularMatch',
            target: '.open.listed',
            actions: [
              { type: 'showOptions', params: ({ context }) => ({ options: filterPopular(context.popular, context.text) }) },
              { type: 'showError', params: { message: CHOOSE_DESTINATION } },
            ],
          },
          { actions: { type: 'showError', params: { message: searchMessages.destination } } },
        ],
      },
    },
    resolving: {
      tags: ['resolving'],
      invoke: {
        id: 'resolveDestination',
        src: 'resolveDestination',
        input: ({ context }) => ({ query: context.text.trim() }),
        onDone: [
          {
            // The text names one hotel exactly: its page opens.
            guard: { type: 'namesHotel', params: ({ event }) => ({ options: event.output }) },
            target: 'editing',
            actions: [
              { type: 'pick', params: ({ context, event }) => ({ option: exactChoice(event.output, context.text)! }) },
              { type: 'rememberSearch', params: ({ context }) => ({ destination: searchedOption(context) }) },
              { type: 'persistSearch', params: ({ context }) => ({ values: valuesOf(context) }) },
              { type: 'openHotel', params: ({ context }) => ({ values: valuesOf(context) }) },
            ],
          },
          {
            guard: { type: 'namesOne', params: ({ event }) => ({ options: event.output }) },
            target: 'editing',
            actions: [
              { type: 'pick', params: ({ context, event }) => ({ option: exactChoice(event.output, context.text)! }) },
              { type: 'rememberSearch', params: ({ context }) => ({ destination: searchedOption(context) }) },
              { type: 'persistSearch', params: ({ context }) => ({ values: valuesOf(context) }) },
              { type: 'navigateToResults', params: ({ context }) => ({ values: valuesOf(context) }) },
            ],
          },
          {
            // Suggestions, none named exactly: the list opens with them and asks the traveller to choose.
            guard: { type: 'resultNotEmpty', params: ({ event }) => ({ options: event.output }) },
            target: '#search.editing.open.listed',
            actions: [
              { type: 'showOptions', params: ({ event }) => ({ options: event.output }) },
              { type: 'showError', params: { message: CHOOSE_DESTINATION } },
            ],
          },
          { target: 'editing', actions: { type: 'showError', params: { message: searchMessages.noDestinationFound } } },
        ],
        onError: { target: 'editing', actions: { type: 'showError', params: { message: searchMessages.resolveFailed } } },
      },
    },
  },
});
