import type { SnapshotFrom } from 'xstate';
import { isPastDay } from '../src/domain/stayDates';
import type { stayDatesMachine } from './stayDates.machine';

type Snapshot = SnapshotFrom<typeof stayDatesMachine>;

export const selectStayCheckIn = (s: Snapshot) => s.context.checkIn;
export const selectStayCheckOut = (s: Snapshot) => s.context.checkOut;
/** Which end of the range the next click sets (the calendar's focused input). */
export const selectNextEnd = (s: Snapshot): 'startDate' | 'endDate' => (s.matches('awaitingCheckOut') ? 'endDate' : 'startDate');
export const selectDayDisabled = (s: Snapshot, day: string) => isPastDay(day, s.context.today);
