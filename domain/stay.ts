/**
 * The rules a stay and its rooms must follow (how far ahead, how long, how many rooms and guests), shared by the
 * search panel, the calendar, the results page and the server. Pure.
 */
import { addDays, isCalendarDate, nightsBetween } from './dates';

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

/**
 * The days a stay may start on, both included. The server's window is today in India to 365 days
 * later; a traveller's calendar also keeps its own past days out (see `bookingWindow`).
 */
export interface StayWindow {
  firstCheckIn: string;
  lastCheckIn: string;
}

/** The window for `today`; `notBefore` (e.g. the traveller's own today) can only move its start later. */
export function stayWindow(today: string, notBefore: string = today): StayWindow {
  return { firstCheckIn: notBefore > today ? notBefore : today, lastCheckIn: addDays(today, STAY_LIMITS.maxDaysAhead) };
}

/** The rule a stay breaks first, in the order the server checks them. */
export type StayBreak = 'checkInNotDate' | 'checkOutNotDate' | 'checkInPast' | 'checkInTooFar' | 'checkOutNotAfter' | 'tooManyNights';

/** Why `day` cannot start a stay ('checkInPast', 'checkInTooFar'), or null when it can. */
export function checkInBreak(day: string, window: StayWindow): 'checkInPast' | 'checkInTooFar' | null {
  if (day < window.firstCheckIn) return 'checkInPast';
  if (day > window.lastCheckIn) return 'checkInTooFar';
  return null;
}

export const isCheckOutAfter = (checkIn: string, checkOut: string) => checkOut > checkIn;

/** At most 30 nights. */
export const withinMaxNights = (checkIn: string, checkOut: string) => nightsBetween(checkIn, checkOut) <= STAY_LIMITS.maxNights;

/**
 * How many nights a stay's prices are for: the days between its dates, at least 1, and 1 while
 * either date is not picked (a price per night is then the stay's price).
 */
export function nightCount(stay: { checkIn: string | null; checkOut: string | null }): number {
  return stay.checkIn && stay.checkOut ? Math.max(1, nightsBetween(stay.checkIn, stay.checkOut)) : 1;
}

/** The last check-out day a check-in allows. */
export const lastCheckOut = (checkIn: string) => addDays(checkIn, STAY_LIMITS.maxNights);

/** The first rule the stay breaks, or null when the server will accept it. */
export function stayBreak(checkIn: string, checkOut: string, window: StayWindow): StayBreak | null {
  if (!isCalendarDate(checkIn)) return 'checkInNotDate';
  if (!isCalendarDate(checkOut)) return 'checkOutNotDate';
  const start = checkInBreak(checkIn, window);
  if (start) return start;
  if (!isCheckOutAfter(checkIn, checkOut)) return 'checkOutNotAfter';
  if (!withinMaxNights(checkIn, checkOut)) return 'tooManyNights';
  return null;
}

/** What a traveller is told when a stay breaks a rule (the panel, the calendar and the results page). */
export const stayMessages: Record<StayBreak, string> = {
  checkInNotDate: 'Please select check-in and check-out dates.',
  checkOutNotDate: 'Please select check-in and check-out dates.',
  checkInPast: 'Check-in date cannot be in the past. Please choose new dates.',
  checkInTooFar: `Check-in date must be within the next ${STAY_LIMITS.maxDaysAhead} days.`,
  checkOutNotAfter: 'Check-out date must be after check-in date.',
  tooManyNights: `Stays can be at most ${STAY_LIMITS.maxNights} nights. Please choose an earlier check-out date.`,
};

/** The calendar's note on its limits. */
export const stayLimitsHint = `Stays of up to ${STAY_LIMITS.maxNights} nights, with check-in within the next ${STAY_LIMITS.maxDaysAhead} days.`;

export interface StayProblem {
  field: 'checkinDate' | 'checkoutDate' | 'roomInfo';
  message: string;
}

/** The server's check of a request's stay against today in India: the field and its message, or null. */
export function checkStay(checkin: string, checkout: string, today: string): StayProblem | null {
  switch (stayBreak(checkin, checkout, stayWindow(today))) {
    case null:
      return null;
    case 'checkInNotDate':
      return { field: 'checkinDate', message: 'must be a real date in YYYY-MM-DD form' };
    case 'checkOutNotDate':
      return { field: 'checkoutDate', message: 'must be a real date in YYYY-MM-DD form' };
    case 'checkInPast':
      return { field: 'checkinDate', message: `must not be in the past (today is ${today})` };
    case 'checkInTooFar':
      return { field: 'checkinDate', message: `must be within ${STAY_LIMITS.maxDaysAhead} days from today` };
    case 'checkOutNotAfter':
      return { field: 'checkoutDate', message: 'Check-out date must be after check-in date.' };
    case 'tooManyNights':
      return { field: 'checkoutDate', message: `stays are limited to ${STAY_LIMITS.maxNights} nights` };
  }
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
