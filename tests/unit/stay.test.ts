import { describe, expect, it } from 'vitest';
import { checkStay, lastCheckOut, nightCount, stayBreak, stayWindow } from '../../domain/stay';

const today = '2026-03-10';

describe('stay rules shared by the panel, the results page and the server', () => {
  const window = stayWindow(today);

  it('a stay starts between today and 365 days ahead and lasts 1 to 30 nights', () => {
    expect(window).toEqual({ firstCheckIn: today, lastCheckIn: '2027-03-10' });
    expect(lastCheckOut('2026-03-10')).toBe('2026-04-09');
    expect(stayBreak(today, '2026-03-11', window)).toBeNull();
    expect(stayBreak('2027-03-10', '2027-04-09', window)).toBeNull();
    expect(stayBreak('2026-03-10', '2026-04-09', window)).toBeNull();
  });

  it('names the first rule broken, in the server order', () => {
    expect(stayBreak('2026-02-30', '2026-03-11', window)).toBe('checkInNotDate');
    expect(stayBreak(today, '', window)).toBe('checkOutNotDate');
    expect(stayBreak('2026-03-09', '2026-03-08', window)).toBe('checkInPast');
    expect(stayBreak('2027-03-11', '2027-03-12', window)).toBe('checkInTooFar');
    expect(stayBreak(today, today, window)).toBe('checkOutNotAfter');
    expect(stayBreak(today, '2026-04-10', window)).toBe('tooManyNights');
  });

  it('a later start (the traveller\'s own today) only narrows the window', () => {
    const w = stayWindow(today, '2026-03-11');
    expect(stayBreak(today, '2026-03-12', w)).toBe('checkInPast');
    expect(w.lastCheckIn).toBe('2027-03-10');
  });

  it('keeps the server messages, field by field', () => {
    expect(checkStay(today, '2026-03-12', today)).toBeNull();
    expect(checkStay('2026-03-09', '2026-03-12', today)).toEqual({ field: 'checkinDate', message: 'must not be in the past (today is 2026-03-10)' });
    expect(checkStay('2027-03-11', '2027-03-12', today)).toEqual({ field: 'checkinDate', message: 'must be within 365 days from today' });
    expect(checkStay(today, today, today)).toEqual({ field: 'checkoutDate', message: 'Check-out date must be after check-in date.' });
    expect(checkStay(today, '2026-04-10', today)).toEqual({ field: 'checkoutDate', message: 'stays are limited to 30 nights' });
    expect(checkStay('x', today, today)).toEqual({ field: 'checkinDate', message: 'must be a real date in YYYY-MM-DD form' });
    expect(checkStay(today, 'x', today)).toEqual({ field: 'checkoutDate', message: 'must be a real date in YYYY-MM-DD form' });
  });

  it('a stay\'s prices are for the nights between its dates, and for 1 night while a date is missing', () => {
    expect(nightCount({ checkIn: '2026-03-10', checkOut: '2026-03-11' })).toBe(1);
    expect(nightCount({ checkIn: '2026-12-30', checkOut: '2027-01-02' })).toBe(3);
    expect(nightCount({ checkIn: '2026-03-10', checkOut: null })).toBe(1);
    expect(nightCount({ checkIn: null, checkOut: '2026-03-11' })).toBe(1);
    expect(nightCount({ checkIn: null, checkOut: null })).toBe(1);
    // Never 0 or less, even for dates the panel would refuse.
    expect(nightCount({ checkIn: '2026-03-10', checkOut: '2026-03-10' })).toBe(1);
    expect(nightCount({ checkIn: '2026-03-12', checkOut: '2026-03-10' })).toBe(1);
  });
});
