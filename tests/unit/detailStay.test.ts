import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../contract/searchQuery';
import { detailMessages, fetchErrorMessage, updateProblem } from '../../machines/hotelDetail.machine';
import { queryStay, stayQuery } from '../../src/api/detail';
import { stayWindow } from '../../domain/stay';
import { readStay, storedRoomsJson } from '../../src/model/storedStay';

const today = '2025-11-21';
const window = stayWindow(today, today);
const room = (adults: number, childAges: number[] = []) => ({ adults, childAges });

describe('stored stay', () => {
  it('defaults to today to tomorrow, 1 room, 1 adult', () => {
    expect(readStay({ checkIn: null, checkOut: null, rooms: null }, window)).toEqual({ checkIn: today, checkOut: '2025-11-22', rooms: [room(1)] });
  });
  it('keeps a stored future stay and the panel rooms', () => {
    const rooms = storedRoomsJson([room(2, [4]), room(1)]);
    expect(JSON.parse(rooms)[0]).toEqual({ id: 1, adults: 2, children: 1, childAges: [4] });
    expect(readStay({ checkIn: '2025-12-01', checkOut: '2025-12-03', rooms }, window)).toEqual({
      checkIn: '2025-12-01',
      checkOut: '2025-12-03',
      rooms: [room(2, [4]), room(1)],
    });
  });
  it('past, reversed or broken values fall back', () => {
    expect(readStay({ checkIn: '2025-11-01', checkOut: '2025-11-02', rooms: '{' }, window).checkIn).toBe(today);
    expect(readStay({ checkIn: '2025-12-03', checkOut: '2025-12-01', rooms: '[]' }, window)).toMatchObject({ checkIn: today, rooms: [room(1)] });
    // Rooms the search panel would not accept are not half-read: the default room instead.
    const stored = (rooms: string) => readStay({ checkIn: '2025-12-01', checkOut: '2025-12-03', rooms }, window).rooms;
    expect(stored('[{"id":1,"adults":9,"children":0,"childAges":[]}]')).toEqual([room(1)]);
    expect(stored('[{"id":1,"adults":2,"children":1,"childAges":[30]}]')).toEqual([room(1)]);
    expect(stored('[1,2,3,4,5,6,7]')).toEqual([room(1)]);
  });
  it('the limits of the search panel apply: check-in within 365 days, at most 30 nights', () => {
    expect(readStay({ checkIn: '2027-01-10', checkOut: '2027-01-11', rooms: null }, window).checkIn).toBe(today);
    expect(readStay({ checkIn: '2025-12-01', checkOut: '2026-01-01', rooms: null }, window).checkIn).toBe(today);
    expect(readStay({ checkIn: '2025-12-01', checkOut: '2025-12-31', rooms: null }, window)).toMatchObject({ checkIn: '2025-12-01', checkOut: '2025-12-31' });
    expect(readStay({ checkIn: '2025-02-30', checkOut: '2025-12-02', rooms: null }, window).checkIn).toBe(today);
  });
  it('a stay becomes a valid search query and back', () => {
    const stay = { checkIn: '2025-12-01', checkOut: '2025-12-03', rooms: [room(2, [4, 9]), room(1)] };
    const query = stayQuery(stay);
    expect(searchQuery.safeParse(query).success).toBe(true);
    const normalised = searchQuery.parse(query);
    expect(queryStay({ ...normalised, searchCriteria: { nationality: '106', currency: 'INR' }, searchPreferences: { ratings: [], fsc: true } })).toEqual(stay);
    expect(
      queryStay({
        checkinDate: '2025-12-01',
        checkoutDate: '2025-12-02',
        roomInfo: [{ numberOfRooms: 2, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
        searchCriteria: { nationality: '106', currency: 'INR' },
        searchPreferences: { ratings: [], fsc: true },
      }).rooms,
    ).toEqual([room(1), room(1)]);
  });
});

describe('update search rules and fetch errors', () => {
  const stay = { checkIn: '2025-12-01', checkOut: '2025-12-03', rooms: [room(1)] };
  it('messages exactly, in order', () => {
    expect(updateProblem('123456', { ...stay, checkOut: null }, window)).toBe('Please select check-in and check-out dates.');
    expect(updateProblem('123456', { ...stay, checkIn: null }, window)).toBe('Please select check-in and check-out dates.');
    expect(updateProblem('123456', { ...stay, checkOut: '2025-12-01' }, window)).toBe('Check-out date must be after check-in date.');
    expect(updateProblem('', stay, window)).toBe('Hotel ID is required.');
    expect(updateProblem('123456', { ...stay, rooms: [room(1), room(0)] }, window)).toBe('Each room must have at least one adult.');
    expect(updateProblem('123456', stay, window)).toBeNull();
  });
  it('then the limits the server enforces, as the search panel words them', () => {
    expect(updateProblem('123456', { ...stay, checkIn: '2025-11-20', checkOut: '2025-11-22' }, window)).toBe('Check-in date cannot be in the past. Please choose new dates.');
    expect(updateProblem('123456', { ...stay, checkIn: '2026-11-22', checkOut: '2026-11-23' }, window)).toBe('Check-in date must be within the next 365 days.');
    expect(updateProblem('123456', { ...stay, checkOut: '2026-01-01' }, window)).toBe('Stays can be at most 30 nights. Please choose an earlier check-out date.');
    expect(updateProblem('123456', { ...stay, checkOut: '2025-12-31' }, window)).toBeNull();
    // The spec's own rules come first.
    expect(updateProblem('', { ...stay, checkIn: '2025-11-20', checkOut: '2025-11-22' }, window)).toBe('Hotel ID is required.');
  });
  it('an error mentioning undefined data reads as no hotels; anything else as a fetch failure', () => {
    expect(fetchErrorMessage(new TypeError("Cannot read properties of undefined (reading 'hotel')"))).toBe('We couldn’t find any hotels for your search.');
    expect(fetchErrorMessage(new Error('Internal Server Error'))).toBe('Failed to fetch hotel data. Please try again.');
    expect(fetchErrorMessage('boom')).toBe(detailMessages.fetchFailed);
  });
});
