import { describe, expect, it } from 'vitest';
import { maskContacts, maskEmail, maskPan, maskPhone } from '../../server/rules/personalData';

describe('personal data, shown only as much as needed', () => {
  it('keeps the last 4 characters of a PAN and of a phone number, and the first letter and domain of an e-mail', () => {
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
    expect(maskPhone('+91 98765 43210')).toBe('XXXXXX3210');
    expect(maskEmail('asha.sharma@example.in')).toBe('a***@example.in');
  });

  it('masks every e-mail address and Indian mobile number in free text, and leaves other numbers alone', () => {
    expect(maskContacts('OTP for +919876543210: 123456, or 09876543210 or 9876543210; mail asha@example.in')).toBe(
      'OTP for XXXXXX3210: 123456, or XXXXXX3210 or XXXXXX3210; mail a***@example.in',
    );
    for (const kept of ['booking PDV9876543210AB', 'time 1764331234567', 'id 12345678901', 'pin 560001', '"ms":9876.5']) expect(maskContacts(kept)).toBe(kept);
  });
});
