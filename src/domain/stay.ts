/**
 * The rules a stay and its rooms must follow (spec 000 §5, §9; spec 001 §5, §9), shared by the
 * search panel and the server. Each returns the offending field and a message, or null. Pure.
 */
import { isCalendarDate, nightsBetween } from './dates';

export const STAY_LIMITS = {
  maxRooms: 5,
  minAdults: 1,
  maxAdults: 2,
  maxChildren: 2,
  maxChildAge: 17,
  maxNights: 30,
  /** How far ahead a stay may start. */
  maxDaysAhead: 365,
} as const;

export interface StayProblem {
  field: 'checkinDate' | 'checkoutDate' | 'roomInfo';
  message: string;
}

export function checkStay(checkin: string, checkout: string, today: string): StayProblem | null {
  if (!isCalendarDate(checkin)) return { field: 'checkinDate', message: 'must be a real date in YYYY-MM-DD form' };
  if (!isCalendarDate(checkout)) return { field: 'checkoutDate', message: 'must be a real date in YYYY-MM-DD form' };
  if (checkin < today) return { field: 'checkinDate', message: `must not be in the past (today is ${today})` };
  if (nightsBetween(today, checkin) > STAY_LIMITS.maxDaysAhead) {
    return { field: 'checkinDate', message: `must be within ${STAY_LIMITS.maxDaysAhead} days from today` };
  }
  if (checkout <= checkin) return { field: 'checkoutDate', message: 'Check-out date must be after check-in date.' };
  if (nightsBetween(checkin, checkout) > STAY_LIMITS.maxNights) {
    return { field: 'checkoutDate', message: `stays are limited to ${STAY_LIMITS.maxNights} nights` };
  }
  return null;
}

export interface RoomOccupancy {
  adults: number;
  childAges: number[];
}

export function checkRooms(rooms: RoomOccupancy[]): StayProblem | null {
  if (rooms.length < 1) return { field: 'roomInfo', message: 'at least 1 room is needed' };
  if (rooms.length > STAY_LIMITS.maxRooms) return { field: 'roomInfo', message: `at most ${STAY_LIMITS.maxRooms} rooms` };
  for (const [i, room] of rooms.entries()) {
    if (room.adults < STAY_LIMITS.minAdults || room.adults > STAY_LIMITS.maxAdults) {
      return { field: 'roomInfo', message: `room ${i + 1}: adults must be 1 to 2` };
    }
    if (room.childAges.length > STAY_LIMITS.maxChildren) return { field: 'roomInfo', message: `room ${i + 1}: children must be 0 to 2` };
    if (room.childAges.some((a) => !Number.isInteger(a) || a < 0 || a > STAY_LIMITS.maxChildAge)) {
      return { field: 'roomInfo', message: `room ${i + 1}: child ages must be 0 to 17` };
    }
  }
  return null;
}
