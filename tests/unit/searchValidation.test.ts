import { describe, expect, it } from 'vitest';
import { toOptions } from '../../src/api/cities';
import { filterPopular, firstProblem, needsServer, optionKey, type DestinationOption } from '../../domain/searchValidation';
import { stayMessages, stayWindow } from '../../domain/stay';

const popular: DestinationOption[] = [
  { id: 1, name: 'Bengaluru', label: 'Bengaluru, Karnataka, India', kind: 'city' },
  { id: 2, name: 'Delhi', label: 'Delhi, Delhi, India', kind: 'city' },
  { id: 3, name: 'Kochi', label: 'Kochi, Kerala, India', kind: 'city' },
];

describe('search validation', () => {
  it("checks destination, then both dates, then their order, in the spec's words", () => {
    const ok = { chosen: { id: 1, name: 'Bengaluru' }, text: 'Bengaluru', checkIn: '2026-03-10', checkOut: '2026-03-11', window: stayWindow('2026-03-10') };
    expect(firstProblem(ok)).toBeNull();
    expect(firstProblem({ ...ok, chosen: null })).toBeNull();
    expect(firstProblem({ ...ok, chosen: null, text: '  ' })).toBe('Please enter or select a valid destination.');
    expect(firstProblem({ ...ok, chosen: null, text: '', checkOut: null })).toBe('Please enter or select a valid destination.');
    expect(firstProblem({ ...ok, checkOut: null })).toBe('Please select check-in and check-out dates.');
    expect(firstProblem({ ...ok, checkIn: null })).toBe('Please select check-in and check-out dates.');
    expect(firstProblem({ ...ok, checkOut: '2026-03-10' })).toBe('Check-out date must be after check-in date.');
    expect(firstProblem({ ...ok, checkOut: '2026-03-09' })).toBe('Check-out date must be after check-in date.');
  });

  it('then the limits the server holds a stay to, each with its own message', () => {
    const ok = { chosen: { id: 1, name: 'Bengaluru' }, text: 'Bengaluru', checkIn: '2026-03-10', checkOut: '2026-03-11', window: stayWindow('2026-03-10') };
    expect(firstProblem({ ...ok, checkIn: '2026-03-09' })).toBe(stayMessages.checkInPast);
    // The spec's order message comes before the past-day one.
    expect(firstProblem({ ...ok, checkIn: '2026-03-09', checkOut: '2026-03-08' })).toBe('Check-out date must be after check-in date.');
    expect(firstProblem({ ...ok, checkIn: '2027-03-10', checkOut: '2027-03-11' })).toBeNull();
    expect(firstProblem({ ...ok, checkIn: '2027-03-11', checkOut: '2027-03-12' })).toBe(stayMessages.checkInTooFar);
    expect(firstProblem({ ...ok, checkOut: '2026-04-09' })).toBeNull();
    expect(firstProblem({ ...ok, checkOut: '2026-04-10' })).toBe(stayMessages.tooManyNights);
    expect(stayMessages.tooManyNights).toMatch(/at most 30 nights/);
    expect(stayMessages.checkInTooFar).toMatch(/within the next 365 days/);
  });

  it('asks the server from 3 characters', () => {
    expect(needsServer('be')).toBe(false);
    expect(needsServer(' be ')).toBe(false);
    expect(needsServer('ben')).toBe(true);
  });

  it('filters the popular cities by the text under 3 characters', () => {
    expect(filterPopular(popular, '')).toEqual(popular);
    expect(filterPopular(popular, 'be').map((c) => c.name)).toEqual(['Bengaluru']);
    expect(filterPopular(popular, 'KE').map((c) => c.name)).toEqual(['Kochi']);
    expect(filterPopular(popular, 'zz')).toEqual([]);
  });
});

describe('optionKey: each line of the suggestion list told apart by position, kind and parent', () => {
  it('differs for a place listed as a city and as an area, under two cities, or at another position', () => {
    const options = toOptions([
      { id: 10, cityName: 'Margao', fullRegionName: 'Margao, Goa, India', cities: [{ id: 30, fullRegionName: 'Chicalim, Margao, Goa, India' }] },
      { id: 20, cityName: 'Vasco da Gama', fullRegionName: 'Vasco da Gama, Goa, India', cities: [{ id: 30, fullRegionName: 'Chicalim, Vasco da Gama, Goa, India' }, { id: 10, fullRegionName: 'Margao, Vasco da Gama, Goa, India' }] },
    ]);
    expect(options.map((o) => [o.kind, o.id, o.parentId])).toEqual([
      ['city', 10, undefined],
      ['area', 30, 10],
      ['city', 20, undefined],
      ['area', 30, 20],
      ['area', 10, 20],
    ]);
    const keys = options.map(optionKey);
    expect(new Set(keys).size).toBe(keys.length);
    // The same line at another position (the list changed since) is another line.
    expect(optionKey(options[1]!, 1)).not.toBe(optionKey(options[1]!, 3));
  });
});
