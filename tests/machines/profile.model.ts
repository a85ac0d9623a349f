import { expect } from 'vitest';
import type { AccountCallFailure, Profile } from '../../contract/account';
import { profileMachine } from '../../machines/profile.machine';
import {
  selectCanCancel,
  selectCanEdit,
  selectCanRemovePhoto,
  selectCanSave,
  selectEditing,
  selectForm,
  selectLoginField,
  selectPhoto,
  selectProblems,
  selectProfile,
  selectProfileLoadFailed,
  selectProfileLoading,
  selectProfileProblem,
  selectReadingPhoto,
  selectSaving,
} from '../../machines/profile.selectors';
import { profileForm } from '../../domain/profileForm';
import { callsOf } from './support/actions';
import type { MachineModel } from './support/model';

const USER = 'u-8f3a2c';
const TODAY = '2026-03-01';

/** A traveller who logs in with a phone: the mobile number is theirs to keep. */
export const savedProfile: Profile = {
  fullName: 'Asha Verma',
  email: 'asha.verma@example.in',
  mobileNumber: '9876543210',
  dateOfBirth: '1990-04-12',
  gender: 'Female',
  maritalStatus: 'Married',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  image: 'data:image/webp;base64,UklGRiQAAABXRUJQ',
  login: { channel: 'phone', value: '+919876543210' },
};
/**
 * What the server answers a save with: the profile as it now stands. The same as loaded, so the
 * saved view is the state the page started in (the graph stays small); a chosen photo's preview
 * gives way to the photo the server kept.
 */
const afterSave: Profile = savedProfile;
const preview = 'data:image/png;base64,iVBORw0KGgo=';
const smallPhoto = { name: 'me.png', size: 48_000, type: 'image/png' };
const bigPhoto = { name: 'holiday.jpg', size: 3 * 1024 * 1024, type: 'image/jpeg' };

/** What the app's calls raise: an error carrying how the call failed. */
const failing = (failure: AccountCallFailure) => Object.assign(new Error('the call failed'), { failure });
const unreachable = failing({ kind: 'failed', message: null });
const loginRefused = failing({ kind: 'refused', code: 4000, message: 'body.mobileNumber: This is what you log in with: it cannot be changed here.' });

export const profileModel: MachineModel<typeof profileMachine> = {
  machine: profileMachine,
  input: { userId: USER, today: TODAY },
  events: [
    { type: 'profile.retried' },
    { type: 'profile.editStarted' },
    { type: 'field.changed', field: 'fullName', value: '' },
    // The login contact: the form keeps it as it is.
    { type: 'field.changed', field: 'mobileNumber', value: '9123456780' },
    { type: 'photo.chosen', file: smallPhoto },
    { type: 'photo.chosen', file: bigPhoto },
    { type: 'photo.removed' },
    { type: 'profile.saveRequested' },
    { type: 'profile.editCancelled' },
  ],
  actors: {
    loadProfile: { done: [savedProfile], error: [unreachable] },
    saveProfile: { done: [afterSave], error: [loginRefused] },
    readPhoto: { done: [preview], error: [new Error('unreadable')] },
  },
  states: {
    loading: (s) => {
      expect(selectProfileLoading(s)).toBe(true);
      expect(selectProfileProblem(s)).toBeNull();
    },
    failed: (s) => {
      expect(selectProfileLoadFailed(s)).toBe(true);
      expect(selectProfileProblem(s)).toBe('Failed to fetch profile: Please try again.');
      expect(selectProfile(s)).toBeNull();
    },
    viewing: (s) => {
      expect(selectEditing(s)).toBe(false);
      expect(selectCanEdit(s)).toBe(true);
      // The view shows the profile as saved, nothing pending.
      expect(selectForm(s)).toEqual(profileForm(selectProfile(s)!));
      expect(selectPhoto(s)).toBe(selectProfile(s)!.image);
      expect(selectProblems(s)).toEqual({});
      expect(selectProfileProblem(s)).toBeNull();
    },
    editing: (s) => {
      expect(selectEditing(s)).toBe(true);
      expect(selectLoginField(s)).toBe('mobileNumber');
      expect(selectForm(s).mobileNumber).toBe('9876543210');
    },
    'editing.idle': (s) => {
      expect(selectCanSave(s)).toBe(true);
      expect(selectCanCancel(s)).toBe(true);
      expect(selectCanRemovePhoto(s)).toBe(selectPhoto(s) !== null);
    },
    'editing.readingPhoto': (s) => {
      expect(selectReadingPhoto(s)).toBe(true);
      expect(selectCanSave(s)).toBe(false);
      expect(selectCanCancel(s)).toBe(false);
    },
    saving: (s) => {
      expect(selectSaving(s)).toBe(true);
      expect(selectEditing(s)).toBe(true);
      expect(selectCanSave(s)).toBe(false);
      expect(selectForm(s).fullName).not.toBe('');
    },
  },
  steps: {
    'xstate.done.actor.loadProfile': ({ after }) => expect(selectProfile(after)).toEqual(savedProfile),
    'profile.retried': ({ after }) => expect(after.matches('loading')).toBe(true),
    'profile.editStarted': ({ after }) => expect(selectForm(after)).toEqual(profileForm(selectProfile(after)!)),
    'field.changed': ({ event, before, after }) => {
      if (event.field === 'mobileNumber') expect(selectForm(after)).toEqual(selectForm(before));
      else {
        expect(selectForm(after)[event.field as 'fullName']).toBe(event.value);
        expect(selectProblems(after)[event.field as 'fullName']).toBeUndefined();
        expect(selectProfileProblem(after)).toBeNull();
      }
    },
    'photo.chosen': ({ event, before, after }) => {
      if ((event.file as File).size >= 2 * 1024 * 1024) {
        expect(after.matches({ editing: 'idle' })).toBe(true);
        expect(selectProblems(after).image).toBe('Image size must be less than 2MB.');
        expect(selectPhoto(after)).toBe(selectPhoto(before));
      } else expect(selectReadingPhoto(after)).toBe(true);
    },
    'xstate.done.actor.readPhoto': ({ after }) => {
      expect(selectPhoto(after)).toBe(preview);
      expect(selectProblems(after).image).toBeUndefined();
    },
    'xstate.error.actor.readPhoto': ({ before, after }) => {
      expect(selectProblems(after).image).toBe('The photo must be a JPEG, PNG, WebP or GIF image.');
      expect(selectPhoto(after)).toBe(selectPhoto(before));
    },
    'photo.removed': ({ after }) => {
      expect(selectPhoto(after)).toBeNull();
      expect(selectCanRemovePhoto(after)).toBe(false);
    },
    'profile.saveRequested': ({ before, after }) => {
      if (selectForm(before).fullName === '') {
        expect(after.matches({ editing: 'idle' })).toBe(true);
        expect(selectProblems(after).fullName).toBe('Full name, email and mobile number are required.');
      } else expect(after.matches('saving')).toBe(true);
    },
    'xstate.done.actor.saveProfile': ({ after, actions }) => {
      expect(after.matches('viewing')).toBe(true);
      expect(selectProfile(after)).toEqual(afterSave);
      expect(callsOf(actions, 'showToast')).toEqual([{ status: 'success', message: 'Profile updated successfully.' }]);
    },
    'xstate.error.actor.saveProfile': ({ before, after, actions }) => {
      expect(after.matches({ editing: 'idle' })).toBe(true);
      expect(selectProfileProblem(after)).toBe('Failed to update profile: This is what you log in with: it cannot be changed here.');
      expect(selectProblems(after).mobileNumber).toBe('This is what you log in with: it cannot be changed here.');
      // What the traveller typed and chose is still there.
      expect(selectForm(after)).toEqual(selectForm(before));
      expect(selectPhoto(after)).toBe(selectPhoto(before));
      expect(callsOf(actions, 'showToast')).toEqual([]);
    },
    'profile.editCancelled': ({ after }) => {
      expect(after.matches('viewing')).toBe(true);
      expect(selectForm(after)).toEqual(profileForm(selectProfile(after)!));
    },
  },
};
