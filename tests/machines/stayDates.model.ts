import { expect } from 'vitest';
import { stayDatesMachine, type StayDatesInput } from '../../machines/stayDates.machine';
import { selectDayDisabled, selectNextEnd, selectStayCheckIn, selectStayCheckOut } from '../../machines/stayDates.selectors';
import { stayWindow } from '../../domain/stay';
import type { MachineModel } from './support/model';

const TODAY = '2026-03-10';
const D1 = '2026-03-11';
const D3 = '2026-03-13';
const YESTERDAY = '2026-03-09';
/** 31 nights after D1: never a check-out for D1, but a day a stay may start on. */
const D1_PLUS_31 = '2026-04-11';
/** The last day a stay may start on, and the day after (only a check-out, after LAST). */
const LAST = '2027-03-10';
const TOO_FAR = '2027-03-11';
/** Neither a check-in nor a check-out ever. */
const FAR_BEYOND = '2028-01-01';

const window = stayWindow(TODAY);
const defaultStay: StayDatesInput = { window, checkIn: TODAY, checkOut: D1 };
const onlyCheckIn: StayDatesInput = { window, checkIn: D1, checkOut: null };
/** A results page opened with a stay that can no longer be booked (its URL's dates are shown as they are). */
const staleStay: StayDatesInput = { window, checkIn: YESTERDAY, checkOut: TODAY };
const staleCheckIn: StayDatesInput = { window, checkIn: YESTERDAY, checkOut: null };
/** A results URL without real dates. */
const noDates: StayDatesInput = { window, checkIn: null, checkOut: null };

const neverBookable = [YESTERDAY, FAR_BEYOND];

export const stayDatesModel: MachineModel<typeof stayDatesMachine> = {
  machine: stayDatesMachine,
  inputs: [defaultStay, onlyCheckIn, staleStay, staleCheckIn, noDates],
  events: [
    { type: 'dates.dayClicked', date: TODAY },
    { type: 'dates.dayClicked', date: D1 },
    { type: 'dates.dayClicked', date: D3 },
    { type: 'dates.dayClicked', date: D1_PLUS_31 },
    { type: 'dates.dayClicked', date: LAST },
    // A check-in more than 365 days ahead is refused; it is still the check-out after LAST.
    { type: 'dates.dayClicked', date: TOO_FAR },
    // A past day and a day far beyond the limits: disabled, so never accepted (the graph only
    // follows events `can` accepts; the state checks below make sure of it).
    { type: 'dates.dayClicked', date: YESTERDAY },
    { type: 'dates.dayClicked', date: FAR_BEYOND },
  ],
  states: {
    complete: (s) => {
      expect(selectNextEnd(s)).toBe('startDate');
      expect(selectStayCheckOut(s)! > selectStayCheckIn(s)!).toBe(true);
      for (const day of [...neverBookable, TOO_FAR]) expect(selectDayDisabled(s, day)).toBe(true);
      expect(selectDayDisabled(s, LAST)).toBe(false);
    },
    awaitingCheckOut: (s) => {
      expect(selectNextEnd(s)).toBe('endDate');
      expect(selectStayCheckOut(s)).toBeNull();
      for (const day of neverBookable) expect(selectDayDisabled(s, day)).toBe(true);
      const checkIn = selectStayCheckIn(s);
      if (checkIn && checkIn >= TODAY) {
        // Check-out at most 30 nights after check-in: the day after that is disabled.
        const d = new Date(`${checkIn}T00:00:00Z`);
        const day = (n: number) => new Date(d.getTime() + n * 86_400_000).toISOString().slice(0, 10);
        expect(selectDayDisabled(s, day(30))).toBe(false);
        expect(selectDayDisabled(s, day(31))).toBe(true);
      } else {
        // No check-in that can be booked: every bookable day starts the stay, up to the last one.
        expect(selectDayDisabled(s, TODAY)).toBe(false);
        expect(selectDayDisabled(s, LAST)).toBe(false);
        expect(selectDayDisabled(s, TOO_FAR)).toBe(true);
      }
    },
  },
  steps: {
    'xstate.init': ({ input, after }) => {
      // The stay given is shown as it is, even one that can no longer be booked.
      expect([selectStayCheckIn(after), selectStayCheckOut(after)]).toEqual([input.checkIn, input.checkOut]);
    },
    'dates.dayClicked': ({ event, before, after }) => {
      const date = (event as unknown as { date: string }).date;
      const checkIn = selectStayCheckIn(before);
      expect(neverBookable).not.toContain(date);
      if (before.matches('awaitingCheckOut') && checkIn && checkIn >= TODAY && date > checkIn) {
        // A later second click sets check-out.
        expect([selectStayCheckIn(after), selectStayCheckOut(after)]).toEqual([checkIn, date]);
      } else {
        // A first click, or a click on or before check-in, starts again and clears check-out.
        expect([selectStayCheckIn(after), selectStayCheckOut(after)]).toEqual([date, null]);
      }
    },
  },
};
