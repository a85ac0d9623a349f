import { describe, expect, it } from 'vitest';
import { isMobileNumber } from '../../contract/mobileNumber';
import { phoneDigits } from '../../domain/phoneNumber';

describe('phoneDigits (the mobile-number field)', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(+91) 9876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
  ])('a pasted %j becomes %j', (pasted, kept) => {
    expect(phoneDigits(pasted)).toBe(kept);
  });

  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('98ab76')).toBe('9876');
    expect(phoneDigits('98765 43210 99')).toBe('9876543210');
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits('٩٨٧')).toBe(''); // other scripts' digits are not ASCII digits
  });

  it('strips a prefix only when the length says it is one', () => {
    expect(phoneDigits('9198765432')).toBe('9198765432'); // 10 digits starting 91: a number
    expect(phoneDigits('0987654321')).toBe('0987654321'); // 10 digits starting 0: kept as typed
    expect(phoneDigits('929876543210')).toBe('9298765432'); // 12 digits, not +91: cut at 10
    expect(phoneDigits('19876543210')).toBe('1987654321'); // 11 digits, no trunk 0: cut at 10
    expect(phoneDigits('00919876543210')).toBe('0091987654'); // 14 digits: no rule, cut at 10
  });

  it('typing a digit at a time never loses one to the rule', () => {
    let field = '';
    for (const key of '9876543210') field = phoneDigits(field + key);
    expect(field).toBe('9876543210');
    field = phoneDigits(field + '7'); // an 11th digit is refused
    expect(field).toBe('9876543210');
  });
});

describe('isMobileNumber (the login form and the server)', () => {
  it('takes an Indian (+91, the default) number only when it starts with 6, 7, 8 or 9', () => {
    for (const first of '6789') expect(isMobileNumber(`${first}876543210`)).toBe(true);
    for (const first of '012345') {
      expect(isMobileNumber(`${first}876543210`)).toBe(false);
      expect(isMobileNumber(`${first}876543210`, '+91')).toBe(false);
    }
    expect(isMobileNumber('0123456789')).toBe(false);
  });

  it("keeps other countries' rule: any 10 digits", () => {
    for (const dialCode of ['+971', '+44', '+1']) {
      expect(isMobileNumber('0123456789', dialCode)).toBe(true);
      expect(isMobileNumber('9876543210', dialCode)).toBe(true);
    }
  });

  it('is exactly 10 ASCII digits for every country', () => {
    for (const dialCode of ['+91', '+971']) {
      for (const bad of ['', '987654321', '98765432101', '98765abcde', '9876 54321', '٩٨٧٦٥٤٣٢١٠']) expect(isMobileNumber(bad, dialCode)).toBe(false);
    }
  });
});
