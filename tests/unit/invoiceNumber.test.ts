import { describe, expect, it } from 'vitest';
import { financialYear, INVOICE_NUMBER_MAX, invoiceNumber } from '../../server/modules/documents/invoiceContent';

describe('tax invoice numbers', () => {
  it('fit 16 characters of letters, digits and slashes, with the financial year in them', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('PDV/2627/0000001');
    expect(invoiceNumber(financialYear('2027-03-31'), 42)).toBe('PDV/2627/0000042');
    expect(invoiceNumber(financialYear('2027-04-01'), 42)).toBe('PDV/2728/0000042');
    expect(invoiceNumber('2099-00', 1)).toBe('PDV/9900/0000001');
    const largest = invoiceNumber('2026-27', 9_999_999);
    expect(largest).toBe('PDV/2627/9999999');
    expect(largest.length).toBe(INVOICE_NUMBER_MAX);
    expect(largest).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  it('refuses a serial that would not fit rather than print a longer number', () => {
    for (const n of [0, -1, 1.5, 10_000_000]) expect(() => invoiceNumber('2026-27', n)).toThrow(RangeError);
  });
});
