import { assign, setup } from 'xstate';
import { clickDay, isPastDay } from '../src/domain/stayDates';

export interface StayDatesInput {
  /** Today, local `YYYY-MM-DD`. */
  today: string;
  checkIn: string | null;
  checkOut: string | null;
}

export type StayDatesEvent = { type: 'dates.dayClicked'; date: string };

/**
 * The date range of the search panel (spec 000 §4 Date range), as react-dates shows it: the first
 * click sets check-in and clears check-out (`awaitingCheckOut`); a click on a later day sets
 * check-out (`complete`); a click on check-in or an earlier day starts again from that day. Past
 * days are disabled (the click is refused). The app reports each change to the `search` machine.
 */
export const stayDatesMachine = setup({
  types: {
    context: {} as { today: string; checkIn: string | null; checkOut: string | null },
    input: {} as StayDatesInput,
    events: {} as StayDatesEvent,
  },
  actions: {
    clickDay: assign(({ context }, params: { date: string }) => clickDay(context, params.date, context.today)),
  },
  guards: {
    hasBothDates: ({ context }) => !!context.checkIn && !!context.checkOut,
    notPast: ({ context }, params: { date: string }) => !isPastDay(params.date, context.today),
    afterCheckIn: ({ context }, params: { date: string }) => !!context.checkIn && params.date > context.checkIn,
  },
}).createMachine({
  id: 'stayDates',
  context: ({ input }) => ({ today: input.today, checkIn: input.checkIn, checkOut: input.checkOut }),
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'hasBothDates', target: 'complete' }, { target: 'awaitingCheckOut' }] },
    complete: {
      on: {
        'dates.dayClicked': {
          guard: { type: 'notPast', params: ({ event }) => ({ date: event.date }) },
          target: 'awaitingCheckOut',
          actions: { type: 'clickDay', params: ({ event }) => ({ date: event.date }) },
        },
      },
    },
    awaitingCheckOut: {
      on: {
        'dates.dayClicked': [
          {
            guard: { type: 'afterCheckIn', params: ({ event }) => ({ date: event.date }) },
            target: 'complete',
            actions: { type: 'clickDay', params: ({ event }) => ({ date: event.date }) },
          },
          {
            guard: { type: 'notPast', params: ({ event }) => ({ date: event.date }) },
            target: 'awaitingCheckOut',
            actions: { type: 'clickDay', params: ({ event }) => ({ date: event.date }) },
          },
        ],
      },
    },
  },
});
