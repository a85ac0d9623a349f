import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/account';
import { loginField, photoProblem, profileForm, profileProblems, refusedField, saveProfileBody } from '../../domain/profileForm';

const profile: Profile = {
  fullName: 'Asha Verma',
  email: 'asha.verma@example.in',
  mobileNumber: '9876543210',
  dateOfBirth: null,
  gender: null,
  maritalStatus: 'Single',
  city: 'Pune',
  state: '',
  country: 'India',
  image: null,
  login: { channel: 'phone', value: '+919876543210' },
};
const TODAY = '2026-03-01';

describe('profile form', () => {
  it('holds every field as text, empty choices and dates as empty text', () => {
    expect(profileForm(profile)).toEqual({
      fullName: 'Asha Verma',
      email: 'asha.verma@example.in',
      mobileNumber: '9876543210',
      dateOfBirth: '',
      gender: '',
      maritalStatus: 'Single',
      city: 'Pune',
      state: '',
      country: 'India',
    });
  });

  it('keeps the contact the traveller logs in with read-only: the mobile for a phone login, the e-mail for an e-mail login', () => {
    expect(loginField(profile.login)).toBe('mobileNumber');
    expect(loginField({ channel: 'email', value: 'asha@example.in' })).toBe('email');
  });

  it('says what stops a save in the spec words', () => {
    const form = profileForm(profile);
    expect(profileProblems(form, TODAY)).toEqual({});
    expect(profileProblems({ ...form, fullName: ' ', email: '', mobileNumber: '' }, TODAY)).toEqual({
      fullName: 'Full name, email and mobile number are required.',
      email: 'Full name, email and mobile number are required.',
      mobileNumber: 'Full name, email and mobile number are required.',
    });
    expect(profileProblems({ ...form, email: 'asha@example' }, TODAY)).toEqual({ email: 'Please enter a valid email address.' });
    expect(profileProblems({ ...form, mobileNumber: '98765 4321' }, TODAY)).toEqual({ mobileNumber: 'Please enter a valid 10-digit mobile number' });
    // A birthday today is fine; tomorrow is in the future.
    expect(profileProblems({ ...form, dateOfBirth: TODAY }, TODAY)).toEqual({});
    expect(profileProblems({ ...form, dateOfBirth: '2026-03-02' }, TODAY)).toEqual({ dateOfBirth: 'Date of birth cannot be in the future.' });
  });

  it('checks a chosen photo in the browser: under 2 MB, and an image type the server takes', () => {
    expect(photoProblem({ name: 'me.png', size: 2 * 1024 * 1024 - 1, type: 'image/png' })).toBeNull();
    expect(photoProblem({ name: 'me.jpg', size: 2 * 1024 * 1024, type: 'image/jpeg' })).toBe('Image size must be less than 2MB.');
    expect(photoProblem({ name: 'notes.txt', size: 200, type: 'text/plain' })).toBe('The photo must be a JPEG, PNG, WebP or GIF image.');
    expect(photoProblem({ name: 'scan.heic', size: 200, type: '' })).toBe('The photo must be a JPEG, PNG, WebP or GIF image.');
  });

  it('sends trimmed fields, leaves out the empty ones, and sets, removes or keeps the photo', () => {
    const form = { ...profileForm(profile), fullName: '  Asha Rao ', gender: 'Female' as const, dateOfBirth: '1990-04-12' };
    expect(saveProfileBody(form, { kind: 'keep' })).toEqual({
      fullName: 'Asha Rao',
      email: 'asha.verma@example.in',
      mobileNumber: '9876543210',
      dateOfBirth: '1990-04-12',
      gender: 'Female',
      maritalStatus: 'Single',
      city: 'Pune',
      state: undefined,
      country: 'India',
    });
    expect('image' in saveProfileBody(form, { kind: 'keep' })).toBe(false);
    expect(saveProfileBody(form, { kind: 'set', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }).image).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(saveProfileBody(form, { kind: 'remove' }).image).toBeNull();
  });

  it('reads a server refusal back to the field it names', () => {
    expect(refusedField('body.mobileNumber: This is what you log in with: it cannot be changed here.')).toEqual({
      field: 'mobileNumber',
      message: 'This is what you log in with: it cannot be changed here.',
    });
    expect(refusedField('body.image: Image size must be less than 2MB.')).toEqual({ field: 'image', message: 'Image size must be less than 2MB.' });
    expect(refusedField('body.userId: not yours')).toBeNull();
    expect(refusedField('Please log in to continue.')).toBeNull();
  });
});
