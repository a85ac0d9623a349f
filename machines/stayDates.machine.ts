import { assign, setup } from 'xstate';
import type { StayWindow } from '../domain/stay';
import { clickDay, dayAction } from './rules/stayDates';

export interface StayDatesInput {
  /** The days a stay may start on (today to 365 days ahead), given by the app so the machine stays pure. */
  window: StayWindow;
  checkIn: string | null;
  checkOut: string | null;
}

export type StayDatesEvent = { type: 'dates.dayClicked'; date: string };

export interface StayDatesContext {
  window: StayWindow;
  checkIn: string | null;
  checkOut: string | null;
}

/**
 * The date range of the search panel, as react-dates shows it: the first
 * click sets check-in and clears check-out (`awaitingCheckOut`); a click on a later day sets
 * check-out (`complete`); a click on check-in or an earlier day starts again from that day. Days
 * the server would refuse are disabled (the click is refused): past days, check-in more than 365
 * days ahead, and while choosing check-out, days more than 30 nights after check-in. The app
 * reports each change to the `search` machine.
 */
export const stayDatesMachine = setup({
  types: {
    context: {} as StayDatesContext,
    input: {} as StayDatesInput,
    events: {} as StayDatesEvent,
  },
  actions: {
    clickDay: assign(({ context }, params: { date: string }) => clickDay(context, params.date, context.window)),
  },
  guards: {
    hasBothDates: ({ context }) => !!context.checkIn && !!context.checkOut,
    /** A bookable day: it sets check-in (and clears check-out). */
    startsStay: ({ context }, params: { date: string }) => dayAction(context, params.date, context.window) === 'checkIn',
    /** A later day within 30 nights of a bookable check-in: it sets check-out. */
    endsStay: ({ context }, params: { date: string }) => dayAction(context, params.date, context.window) === 'checkOut',
  },
}).createMachine({
  id: 'stayDates',
  context: ({ input }) => ({ window: input.window, checkIn: input.checkIn, checkOut: input.checkOut }),
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'hasBothDates', target: 'complete' }, { target: 'awaitingCheckOut' }] },
    complete: {
      on: {
        'dates.dayClicked': {
          guard: { type: 'startsStay', params: ({ event }) => ({ date: event.date }) },
          target: 'awaitingCheckOut',
          actions: { type: 'clickDay', params: ({ event }) => ({ date: event.date }) },
        },
      },
    },
    awaitingCheckOut: {
      on: {
        'dates.dayClicked': [
          {
            guard: { type: 'endsStay', params: ({ event }) => ({ date: event.date }) },
            target: 'complete',
            actions: { type: 'clickDay', params: ({ event }) => ({ date: event.date }) },
          },
          {
            guard: { type: 'startsStay', params: ({ event }) => ({ date: event.date }) },
            target: 'awaitingCheckOut',
            actions: { type: 'clickDay', params: ({ event }) => ({ date: event.date }) },
          },
        ],
      },
    },
  },
});
