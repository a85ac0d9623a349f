import { assign, setup } from 'xstate';
import {
  addRoom,
  canAddRoom,
  canChangeAdults,
  canChangeChildren,
  canRemoveRoom,
  canSetChildAge,
  changeAdults,
  changeChildren,
  removeRoom,
  setChildAge,
  type DraftRoom,
} from './rules/rooms';

export interface RoomsGuestsInput {
  rooms: DraftRoom[];
}

export type RoomsGuestsEvent =
  | { type: 'rooms.roomAdded' }
  | { type: 'rooms.roomRemoved'; index: number }
  | { type: 'rooms.adultsChanged'; index: number; delta: 1 | -1 }
  | { type: 'rooms.childrenChanged'; index: number; delta: 1 | -1 }
  | { type: 'rooms.childAgeChanged'; index: number; child: number; age: number };

/**
 * The rooms-and-guests selector of the search panel: up to 5 rooms,
 * 1-2 adults and 0-2 children per room, a child age 0-12 per child, which the traveller must
 * choose: a child added has no age (null) until then, and the search refuses to run without it. The cap of 2 holds in every
 * room (a press beyond it is refused); the view disables the plus at 2 only for room 1, as the
 * spec says. Removing a room needs more than one. `single` / `several` / `full` say how many
 * rooms there are, so the view shows remove buttons and the add button from the state.
 * The app reports each change to the `search` machine as `rooms.changed`.
 */
export const roomsGuestsMachine = setup({
  types: {
    context: {} as { rooms: DraftRoom[] },
    input: {} as RoomsGuestsInput,
    events: {} as RoomsGuestsEvent,
  },
  actions: {
    addRoom: assign({ rooms: ({ context }) => addRoom(context.rooms) }),
    removeRoom: assign({ rooms: ({ context }, params: { index: number }) => removeRoom(context.rooms, params.index) }),
    changeAdults: assign({
      rooms: ({ context }, params: { index: number; delta: number }) => changeAdults(context.rooms, params.index, params.delta),
    }),
    changeChildren: assign({
      rooms: ({ context }, params: { index: number; delta: number }) => changeChildren(context.rooms, params.index, params.delta),
    }),
    setChildAge: assign({
      rooms: ({ context }, params: { index: number; child: number; age: number }) =>
        setChildAge(context.rooms, params.index, params.child, params.age),
    }),
  },
  guards: {
    canAddRoom: ({ context }) => canAddRoom(context.rooms),
    canRemoveRoom: ({ context }, params: { index: number }) => canRemoveRoom(context.rooms) && params.index < context.rooms.length,
    canChangeAdults: ({ context }, params: { index: number; delta: number }) => canChangeAdults(context.rooms, params.index, params.delta),
    canChangeChildren: ({ context }, params: { index: number; delta: number }) =>
      canChangeChildren(context.rooms, params.index, params.delta),
    canSetChildAge: ({ context }, params: { index: number; child: number; age: number }) =>
      canSetChildAge(context.rooms, params.index, params.child, params.age),
    isSingle: ({ context }) => context.rooms.length === 1,
    isFull: ({ context }) => !canAddRoom(context.rooms),
  },
}).createMachine({
  id: 'roomsGuests',
  context: ({ input }) => ({ rooms: input.rooms }),
  initial: 'counting',
  states: {
    counting: { always: [{ guard: 'isSingle', target: 'single' }, { guard: 'isFull', target: 'full' }, { target: 'several' }] },
    single: { on: { 'rooms.roomAdded': { guard: 'canAddRoom', target: 'counting', actions: 'addRoom' } } },
    several: {
      on: {
        'rooms.roomAdded': { guard: 'canAddRoom', target: 'counting', actions: 'addRoom' },
        'rooms.roomRemoved': {
          guard: { type: 'canRemoveRoom', params: ({ event }) => ({ index: event.index }) },
          target: 'counting',
          actions: { type: 'removeRoom', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
    full: {
      on: {
        'rooms.roomRemoved': {
          guard: { type: 'canRemoveRoom', params: ({ event }) => ({ index: event.index }) },
          target: 'counting',
          actions: { type: 'removeRoom', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
  },
  on: {
    'rooms.adultsChanged': {
      guard: { type: 'canChangeAdults', params: ({ event }) => ({ index: event.index, delta: event.delta }) },
      actions: { type: 'changeAdults', params: ({ event }) => ({ index: event.index, delta: event.delta }) },
    },
    'rooms.childrenChanged': {
      guard: { type: 'canChangeChildren', params: ({ event }) => ({ index: event.index, delta: event.delta }) },
      actions: { type: 'changeChildren', params: ({ event }) => ({ index: event.index, delta: event.delta }) },
    },
    'rooms.childAgeChanged': {
      guard: { type: 'canSetChildAge', params: ({ event }) => ({ index: event.index, child: event.child, age: event.age }) },
      actions: { type: 'setChildAge', params: ({ event }) => ({ index: event.index, child: event.child, age: event.age }) },
    },
  },
});
