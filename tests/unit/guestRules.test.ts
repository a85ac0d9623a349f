import { describe, expect, it } from 'vitest';
import {
  addGuestProblem, businessProblem, emailProblem, guestCountProblem, guestMessages, guestNameProblem, isValidGstin, nameProblem, panProblem, passportProblem, phoneProblem,
  specialRequestProblem, titleProblem, titlesFor,
} from '../../domain/guestRules';

describe('guest rules', () => {
  it('asks for names of at least 3 letters from the primary guest, and both names from the others', () => {
    expect(nameProblem('', 'first')).toBe(guestMessages.required);
    expect(nameProblem('Al', 'first')).toBe(guestMessages.firstName);
    expect(nameProblem('A. B', 'last')).toBe(guestMessages.lastName);
    expect(nameProblem('Ana', 'first')).toBeNull();
    expect(nameProblem('Élodie', 'last')).toBeNull();
    expect(guestNameProblem('Jo', '')).toBe("Please enter guest's first and last name");
    expect(guestNameProblem('Jo', 'Li')).toBeNull();
  });

  it('counts the vowel signs and other marks of any script as letters, and takes only letters, spaces, apostrophes, hyphens and dots', () => {
    // Three letters each with their combining marks: आ श ा, দ া স, and e + a combining acute.
    for (const name of ['आशा', 'দাস', 'Reńe', 'செல்வி', 'ಕೃಷ್ಣ', 'ശ്രീ', "D'Souza", 'Mary-Ann', 'Jr. Rao', 'O’Brien']) expect(nameProblem(name, 'first'), name).toBeNull();
    expect(nameProblem('ಕೃ', 'last')).toBe(guestMessages.lastName);
    for (const name of ['R4hul!!', 'Rahul1', 'Asha_', 'Ravi@', 'Meera, Rao', '<b>Ana</b>']) expect(nameProblem(name, 'first'), name).toBe(guestMessages.nameCharacters);
    expect(guestNameProblem('Kavya', 'R0y')).toBe(guestMessages.nameCharacters);
    expect(guestNameProblem('कविता', 'राय')).toBeNull();
  });

  it('checks e-mail, a 10-digit phone, PAN and passport when the hotel asks for them', () => {
    expect(emailProblem('asha@example.in')).toBeNull();
    expect(emailProblem('asha@example')).toBe(guestMessages.email);
    expect(phoneProblem('987654321')).toBe('Phone number must be exactly 10 digits.');
    expect(phoneProblem('98765 43210')).toBe(guestMessages.phone);
    expect(phoneProblem('9876543210')).toBeNull();
    // The login's rule: an Indian mobile starts with 6 to 9; other countries' numbers have 10 digits.
    expect(phoneProblem('0123456789')).toBe('Please enter a valid 10-digit mobile number');
    expect(phoneProblem('5876543210', '+91')).toBe(guestMessages.mobile);
    expect(phoneProblem('0123456789', '+44')).toBeNull();
    expect(panProblem('', false)).toBeNull();
    expect(panProblem('', true)).toBe(guestMessages.panRequired);
    expect(panProblem('abcde1234f', true)).toBeNull();
    expect(panProblem('ABCDE12345', true)).toBe(guestMessages.pan);
    expect(passportProblem('', true)).toBe(guestMessages.passportRequired);
    expect(passportProblem('K1234567', true)).toBeNull();
    expect(passportProblem('K12', true)).toBe(guestMessages.passport);
  });

  it('gives a guest below 12 the titles Master or Miss, and Mr or Mrs otherwise', () => {
    expect(titlesFor(true)).toEqual(['Master', 'Miss']);
    expect(titlesFor(false)).toEqual(['Mr', 'Mrs']);
    expect(titleProblem('Ms', false)).toBe(guestMessages.adultTitle);
    expect(titleProblem('Miss', true)).toBeNull();
    expect(titleProblem('Mr', true)).toBe(guestMessages.childTitle);
    expect(titleProblem('Master', false)).toBe(guestMessages.adultTitle);
  });

  it('counts guests against the search with the spec\'s messages', () => {
    const searched = { adults: 3, children: 1 };
    expect(guestCountProblem({ adults: 3, children: 1 }, searched)).toBeNull();
    expect(guestCountProblem({ adults: 2, children: 1 }, searched)).toBe('please fill add guest details');
    expect(addGuestProblem({ adults: 3, children: 1 }, searched, 'adult')).toBe('Cannot add more than 4 total guests.');
    expect(addGuestProblem({ adults: 3, children: 0 }, searched, 'adult')).toBe('Cannot add more than 3 adults (including primary guest).');
    expect(addGuestProblem({ adults: 2, children: 1 }, searched, 'child')).toBe('Cannot add more than 1 children.');
    expect(addGuestProblem({ adults: 2, children: 1 }, searched, 'adult')).toBeNull();
  });

  it('keeps special requests to 500 characters', () => {
    expect(specialRequestProblem('x'.repeat(500))).toBeNull();
    expect(specialRequestProblem('x'.repeat(501))).toBe(guestMessages.specialRequest);
  });

  it('checks a GSTIN by its check character, and business details all together', () => {
    for (const valid of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9']) expect(isValidGstin(valid)).toBe(true);
    for (const invalid of ['27AAPFU0939F1ZW', '27AAPFU0939F1Z', '27AAPFU0939F1AV', 'XXAAPFU0939F1ZV']) expect(isValidGstin(invalid)).toBe(false);
    expect(businessProblem({ companyName: '', gstNumber: '', companyAddress: '' })).toBeNull();
    expect(businessProblem({ companyName: 'Acme', gstNumber: '27AAPFU0939F1ZV', companyAddress: '' })).toEqual({ field: 'companyAddress', message: guestMessages.companyAddress });
    expect(businessProblem({ companyName: '', gstNumber: '27AAPFU0939F1ZV', companyAddress: 'Pune' })?.field).toBe('companyName');
    expect(businessProblem({ companyName: 'Acme', gstNumber: '27AAPFU0939F1ZW', companyAddress: 'Pune' })?.field).toBe('gstNumber');
  });
});
