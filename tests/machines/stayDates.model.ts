import { expect } from 'vitest';
import { stayDatesMachine, type StayDatesInput } from '../../machines/stayDates.machine';
import { selectNextEnd, selectStayCheckIn, selectStayCheckOut } from '../../machines/stayDates.selectors';
import type { MachineModel } from './support/model';

const TODAY = '2026-03-10';
const D1 = '2026-03-11';
const D3 = '2026-03-13';
const YESTERDAY = '2026-03-09';

const defaultStay: StayDatesInput = { today: TODAY, checkIn: TODAY, checkOut: D1 };
const onlyCheckIn: StayDatesInput = { today: TODAY, checkIn: D1, checkOut: null };

export const stayDatesModel: MachineModel<typeof stayDatesMachine> = {
  machine: stayDatesMachine,
  inputs: [defaultStay, onlyCheckIn],
  events: [
    { type: 'dates.dayClicked', date: TODAY },
    { type: 'dates.dayClicked', date: D1 },
    { type: 'dates.dayClicked', date: D3 },
    // A past day: disabled, so never accepted (the graph only follows events `can` accepts).
    { type: 'dates.dayClicked', date: YESTERDAY },
  ],
  states: {
    complete: (s) => {
      expect(selectNextEnd(s)).toBe('startDate');
      expect(selectStayCheckOut(s)! > selectStayCheckIn(s)!).toBe(true);
      expect(s.can({ type: 'dates.dayClicked', date: YESTERDAY })).toBe(false);
    },
    awaitingCheckOut: (s) => {
      expect(selectNextEnd(s)).toBe('endDate');
      expect(selectStayCheckOut(s)).toBeNull();
      expect(selectStayCheckIn(s)! >= TODAY).toBe(true);
      expect(s.can({ type: 'dates.dayClicked', date: YESTERDAY })).toBe(false);
    },
  },
  steps: {
    'dates.dayClicked': ({ event, before, after }) => {
      const date = (event as unknown as { date: string }).date;
      const checkIn = selectStayCheckIn(before);
      if (before.matches('awaitingCheckOut') && checkIn && date > checkIn) {
        // A later second click sets check-out.
        expect([selectStayCheckIn(after), selectStayCheckOut(after)]).toEqual([checkIn, date]);
      } else {
        // A first click, or a click on or before check-in, starts again and clears check-out.
        expect([selectStayCheckIn(after), selectStayCheckOut(after)]).toEqual([date, null]);
      }
    },
  },
};
