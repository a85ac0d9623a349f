import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../contract/searchQuery';
import { detailMessages, fetchErrorMessage, updateProblem } from '../../machines/hotelDetail.machine';
import { queryStay, stayQuery } from '../../src/api/detail';
import { parseStoredRooms, readStay, storedRoomsJson } from '../../src/domain/storedStay';

const today = '2025-11-21';
const room = (adults: number, childAges: number[] = []) => ({ adults, childAges });

describe('stored stay', () => {
  it('defaults to today to tomorrow, 1 room, 1 adult', () => {
    expect(readStay({ checkIn: null, checkOut: null, rooms: null }, today)).toEqual({ checkIn: today, checkOut: '2025-11-22', rooms: [room(1)] });
  });
  it('keeps a stored future stay and the panel rooms', () => {
    const rooms = storedRoomsJson([room(2, [4]), room(1)]);
    expect(JSON.parse(rooms)[0]).toEqual({ id: 1, adults: 2, children: 1, childAges: [4] });
    expect(readStay({ checkIn: '2025-12-01', checkOut: '2025-12-03', rooms }, today)).toEqual({
      checkIn: '2025-12-01',
      checkOut: '2025-12-03',
      rooms: [room(2, [4]), room(1)],
    });
  });
  it('past, reversed or broken values fall back', () => {
    expect(readStay({ checkIn: '2025-11-01', checkOut: '2025-11-02', rooms: '{' }, today).checkIn).toBe(today);
    expect(readStay({ checkIn: '2025-12-03', checkOut: '2025-12-01', rooms: '[]' }, today)).toMatchObject({ checkIn: today, rooms: [room(1)] });
    expect(parseStoredRooms('[{"adults":9,"childAges":[30,1,2]}]')).toEqual([room(2, [17, 1])]);
    expect(parseStoredRooms('[1,2,3,4,5,6,7]')).toHaveLength(5);
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

describe('update search rules (spec 001 §5) and fetch errors (§8)', () => {
  const stay = { checkIn: '2025-12-01', checkOut: '2025-12-03', rooms: [room(1)] };
  it('messages exactly, in order', () => {
    expect(updateProblem('123456', { ...stay, checkOut: null })).toBe('Please select check-in and check-out dates.');
    expect(updateProblem('123456', { ...stay, checkIn: null })).toBe('Please select check-in and check-out dates.');
    expect(updateProblem('123456', { ...stay, checkOut: '2025-12-01' })).toBe('Check-out date must be after check-in date.');
    expect(updateProblem('', stay)).toBe('Hotel ID is required.');
    expect(updateProblem('123456', { ...stay, rooms: [room(1), room(0)] })).toBe('Each room must have at least one adult.');
    expect(updateProblem('123456', stay)).toBeNull();
  });
  it('an error mentioning undefined data reads as no hotels; anything else as a fetch failure', () => {
    expect(fetchErrorMessage(new TypeError("Cannot read properties of undefined (reading 'hotel')"))).toBe('We couldn’t find any hotels for your search.');
    expect(fetchErrorMessage(new Error('Internal Server Error'))).toBe('Failed to fetch hotel data. Please try again.');
    expect(fetchErrorMessage('boom')).toBe(detailMessages.fetchFailed);
  });
});
