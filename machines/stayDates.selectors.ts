import type { SnapshotFrom } from 'xstate';
import type { stayDatesMachine } from './stayDates.machine';

type Snapshot = SnapshotFrom<typeof stayDatesMachine>;

export const selectStayCheckIn = (s: Snapshot) => s.context.checkIn;
export const selectStayCheckOut = (s: Snapshot) => s.context.checkOut;
/** Which end of the range the next click sets (the calendar's focused input). */
export const selectNextEnd = (s: Snapshot): 'startDate' | 'endDate' => (s.matches('awaitingCheckOut') ? 'endDate' : 'startDate');
/** A day the calendar shows disabled: a click on it would be refused (past, too far ahead, too long a stay). */
export const selectDayDisabled = (s: Snapshot, day: string) => !s.can({ type: 'dates.dayClicked', date: day });
/** The month the calendar opens on: check-in's, else the first bookable day's. */
export const selectFirstMonthDay = (s: Snapshot) => s.context.checkIn ?? s.context.window.firstCheckIn;
