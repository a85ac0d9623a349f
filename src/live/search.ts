import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { roomsGuestsMachine } from '../../machines/roomsGuests.machine';
import { searchMachine, type SearchInput, type SearchMode, type SearchValues } from '../../machines/search.machine';
import { stayDatesMachine } from '../../machines/stayDates.machine';
import { links } from '../app/paths';
import { suggestDestinations } from '../api/cities';
import { localKeys, localStore, sessionKeys, sessionStore } from '../api/storage';
import { popularSuggestions } from '../content/collections';
import { addRecent, parsePlace, parseRecent } from '../../domain/destinations';
import { isNearPlaceKind, nearPlaceText } from '../../machines/rules/nearPlace';
import { defaultRooms, parseRooms, toRoomInfo, type PanelRoom } from '../../machines/rules/rooms';
import type { Destination, DestinationOption } from '../../domain/searchValidation';
import type { StayWindow } from '../../domain/stay';
import { bookingWindow, defaultStay, givenStay, initialStay } from '../../machines/rules/stayDates';
import { inspector } from './inspector';

/** The navigation state the results page receives along with its query; `near` beside it for a search near a place. */
export interface ResultsNavigationState {
  destination: string;
  destinationId: number;
  checkInDate: string;
  checkOutDate: string;
  roomInfo: ReturnType<typeof toRoomInfo>;
  near?: string;
}

type Navigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

/** Keeps the chosen values for the tab session. */
export function persistSearch(values: SearchValues): void {
  sessionStore.set(sessionKeys.destination, values.destination.name);
  sessionStore.set(sessionKeys.destinationId, String(values.destination.id));
  const { place } = values.destination;
  if (place) sessionStore.set(sessionKeys.destinationPlace, JSON.stringify(place));
  else sessionStore.remove(sessionKeys.destinationPlace);
  sessionStore.set(sessionKeys.checkIn, values.checkIn);
  sessionStore.set(sessionKeys.checkOut, values.checkOut);
  sessionStore.set(sessionKeys.rooms, JSON.stringify(values.rooms));
}

/** The recent searches this browser keeps (local storage, shared by its tabs). */
const storedRecent = (): DestinationOption[] => parseRecent(localStore.get(localKeys.recentSearches));

/** Adds a searched destination to the stored recent searches (read again: another panel or tab may have added one). */
function rememberSearch(destination: DestinationOption): void {
  localStore.set(localKeys.recentSearches, JSON.stringify(addRecent(storedRecent(), destination)));
}

/** The place a destination is searched near, as the results link names it (`airport-BOM`), if it is one. */
function nearOf(destination: Destination): string | undefined {
  const { place } = destination;
  return place && isNearPlaceKind(place.kind) ? nearPlaceText({ kind: place.kind, id: place.id }) : undefined;
}

/**
 * Opens `/search-result?place&destination&checkIn&checkOut` with the same values as state; near
 * an airport, station or landmark, with `&near=` too.
 */
export function openResults(navigate: Navigate, values: SearchValues): void {
  const near = nearOf(values.destination);
  const state: ResultsNavigationState = {
    destination: values.destination.name,
    destinationId: values.destination.id,
    checkInDate: values.checkIn,
    checkOutDate: values.checkOut,
    roomInfo: toRoomInfo(values.rooms),
    ...(near ? { near } : {}),
  };
  navigate(
    links.searchResult({
      place: String(values.destination.id),
      destination: values.destination.name,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      ...(near ? { near } : {}),
    }),
    { state },
  );
}

/** Opens a hotel chosen as the destination: its page, for the stay just kept in session storage. */
export function openHotel(navigate: Navigate, values: SearchValues): void {
  const { place } = values.destination;
  if (place?.kind === 'hotel') navigate(links.searchDetail(place.id));
}

/** A city tile: a search for that city with the default stay (today to tomorrow, 1 room, 1 adult). */
export function searchCity(navigate: Navigate, city: Destination, window: StayWindow = bookingWindow()): void {
  const values: SearchValues = { destination: city, ...defaultStay(window), rooms: defaultRooms() };
  persistSearch(values);
  openResults(navigate, values);
}

/**
 * What the panel starts from: given values first (shown as they are, e.g. the results page's
 * stay even when it can no longer be booked), then session storage (dates that can no longer be
 * booked are dropped), then the defaults.
 */
export interface SearchInitial {
  destination?: Destination | null;
  checkIn?: string | null;
  checkOut?: string | null;
  rooms?: PanelRoom[];
}

export function storedSearch(): SearchInitial {
  const id = Number(sessionStore.get(sessionKeys.destinationId));
  const name = sessionStore.get(sessionKeys.destination);
  const place = parsePlace(sessionStore.get(sessionKeys.destinationPlace));
  return {
    destination: name && Number.isInteger(id) && id > 0 ? { id, name, ...(place ? { place } : {}) } : null,
    checkIn: sessionStore.get(sessionKeys.checkIn),
    checkOut: sessionStore.get(sessionKeys.checkOut),
    rooms: parseRooms(sessionStore.get(sessionKeys.rooms)),
  };
}

export function searchInput(mode: SearchMode, initial: SearchInitial = {}, window: StayWindow = bookingWindow()): SearchInput {
  const stored = storedSearch();
  const pick = <K extends keyof SearchInitial>(k: K) => (initial[k] !== undefined ? initial[k] : stored[k]);
  const given = initial.checkIn !== undefined || initial.checkOut !== undefined;
  const stay = given ? givenStay(initial.checkIn, initial.checkOut) : initialStay(stored.checkIn, stored.checkOut, window);
  return {
    mode,
    window,
    destination: pick('destination') ?? null,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: pick('rooms') ?? defaultRooms(),
    popular: popularSuggestions,
    recent: storedRecent(),
  };
}

/** The search machine with its real effects: the suggestion calls, session storage, navigation. */
export function liveSearchMachine(navigate: Navigate, onSubmit?: (values: SearchValues) => void) {
  return searchMachine.provide({
    actors: {
      fetchSuggestions: fromPromise(({ input, signal }) => suggestDestinations(input.query, signal)),
      resolveDestination: fromPromise(({ input, signal }) => suggestDestinations(input.query, signal)),
    },
    actions: {
      persistSearch: (_, { values }) => persistSearch(values),
      rememberSearch: (_, { destination }) => rememberSearch(destination),
      navigateToResults: (_, { values }) => (onSubmit ? onSubmit(values) : openResults(navigate, values)),
      openHotel: (_, { values }) => openHotel(navigate, values),
    },
  });
}

export interface SearchPanelOptions {
  mode: SearchMode;
  initial?: SearchInitial;
  /** Replaces the navigation to the results (the detail page re-prices instead). */
  onSubmit?: (values: SearchValues) => void;
}

/**
 * The three actors of one search panel: `search` (destination, validation, submit), `stayDates`
 * (the calendar) and `roomsGuests` (the rooms popover). Every change of dates or rooms is
 * reported to `search`.
 */
export function useSearchPanel({ mode, initial, onSubmit }: SearchPanelOptions) {
  const [, navigate] = useLocation();
  const input = useMemo(() => searchInput(mode, initial), []); // eslint-disable-line react-hooks/exhaustive-deps -- the panel starts once, from its first values
  const machine = useMemo(() => liveSearchMachine(navigate, onSubmit), []); // eslint-disable-line react-hooks/exhaustive-deps -- one machine for the panel's life
  const search = useActorRef(machine, { input, inspect: inspector });
  const { dates, rooms } = usePanelFields(input);
  useEffect(() => {
    const a = dates.subscribe((s) => {
      const { checkIn, checkOut } = search.getSnapshot().context;
      if (s.context.checkIn !== checkIn || s.context.checkOut !== checkOut) {
        search.send({ type: 'dates.changed', checkIn: s.context.checkIn, checkOut: s.context.checkOut });
      }
    });
    const b = rooms.subscribe((s) => {
      if (s.context.rooms !== search.getSnapshot().context.rooms) search.send({ type: 'rooms.changed', rooms: s.context.rooms });
    });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [search, dates, rooms]);
  return { search, dates, rooms };
}

export type SearchPanelActors = ReturnType<typeof useSearchPanel>;

/** A panel's dates (`stayDates`, the calendar) and rooms (`roomsGuests`, the popover) actors, started from its input. */
export function usePanelFields(input: SearchInput) {
  const dates = useActorRef(stayDatesMachine, { input: { window: input.window, checkIn: input.checkIn, checkOut: input.checkOut }, inspect: inspector });
  const rooms = useActorRef(roomsGuestsMachine, { input: { rooms: input.rooms }, inspect: inspector });
  return { dates, rooms };
}
