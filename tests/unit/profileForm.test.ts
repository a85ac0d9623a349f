import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/account';
import { imageKind } from '../../domain/imageKind';
import { identityFields, needsShrinking, PhotoRefused, photoRefusalMessage, profileForm, profileProblems, refusedField, saveProfileBody } from '../../machines/rules/profileForm';

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
  identities: { phone: '+919876543210', email: null },
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

  it('keeps the contacts the traveller logs in with read-only: the mobile of a phone identity, the e-mail of an e-mail identity, or both', () => {
    expect(identityFields(profile.identities)).toEqual(['mobileNumber']);
    expect(identityFields({ phone: null, email: 'asha@example.in' })).toEqual(['email']);
    expect(identityFields({ phone: '+919876543210', email: 'asha@example.in' })).toEqual(['email', 'mobileNumber']);
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

  it('tells an image by its first bytes, not its name or type', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    const text = (t: string) => new TextEncoder().encode(t);
    expect(imageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(imageKind(text('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe('webp');
    expect(imageKind(text('GIF89a'))).toBe('gif');
    expect(imageKind(text('GIF90a'))).toBeNull();
    expect(imageKind(text('not a photo'))).toBeNull();
    expect(imageKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // too short to be a PNG
    expect(imageKind(bytes())).toBeNull();
  });

  it('shrinks a photo of 2 MB or more in the browser, and says why one could not be taken', () => {
    expect(needsShrinking({ name: 'me.png', size: 2 * 1024 * 1024 - 1, type: 'image/png' })).toBe(false);
    expect(needsShrinking({ name: 'me.jpg', size: 2 * 1024 * 1024, type: 'image/jpeg' })).toBe(true);
    expect(photoRefusalMessage(new PhotoRefused('tooLarge'))).toBe('Image size must be less than 2MB.');
    expect(photoRefusalMessage(new PhotoRefused('notImage'))).toBe('The photo must be a JPEG, PNG, WebP or GIF image.');
    expect(photoRefusalMessage(new Error('unreadable'))).toBe('The photo must be a JPEG, PNG, WebP or GIF image.');
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
