import { expect } from 'vitest';
import type { AccountCallFailure, Profile } from '../../contract/account';
import { profileMachine } from '../../machines/profile.machine';
import {
  selectCanCancel,
  selectCanEdit,
  selectCanRemovePhoto,
  selectCanSave,
  selectEditing,
  selectCanAddIdentity,
  selectForm,
  selectIdentityFields,
  selectLinkIdentityActor,
  selectMissingIdentity,
  selectPhoto,
  selectProblems,
  selectProfile,
  selectProfileLoadFailed,
  selectProfileLoading,
  selectProfileProblem,
  selectReadingPhoto,
  selectSaving,
} from '../../machines/profile.selectors';
import { PhotoRefused, profileForm } from '../../machines/rules/profileForm';
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
  identities: { phone: '+919876543210', email: null },
};
/** The same traveller once the e-mail address is added: the profile the flow ends with. */
const withEmail: Profile = { ...savedProfile, identities: { phone: '+919876543210', email: 'asha.verma@example.in' } };
/**
 * What the server answers a save with: the profile as it now stands. The same as loaded, so the
 * saved view is the state the page started in (the graph stays small); a chosen photo's preview
 * gives way to the photo the server kept.
 */
const afterSave: Profile = savedProfile;
const preview = 'data:image/png;base64,iVBORw0KGgo=';
const smallPhoto = { name: 'me.png', size: 48_000, type: 'image/png' };

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
    { type: 'identity.addRequested' },
    { type: 'field.changed', field: 'fullName', value: '' },
    // The login contact: the form keeps it as it is.
    { type: 'field.changed', field: 'mobileNumber', value: '9123456780' },
    { type: 'photo.chosen', file: smallPhoto },
    { type: 'photo.removed' },
    { type: 'profile.saveRequested' },
    { type: 'profile.editCancelled' },
  ],
  actors: {
    loadProfile: { done: [savedProfile], error: [unreachable] },
    saveProfile: { done: [afterSave], error: [loginRefused] },
    readPhoto: { done: [preview], error: [new PhotoRefused('notImage'), new PhotoRefused('tooLarge')] },
    // The flow that adds the missing identity: added (the profile with it) or cancelled (null).
    linkIdentity: { done: [withEmail, null], error: [new Error('an effect of the flow threw')] },
  },
  // Once the e-mail is added the page is the one the paths already walk, with one identity more:
  // the walk stops there (the step's checks see that nothing is left to add).
  tryEvent: (s) => s.context.profile?.identities.email == null,
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
      // The view shows the profile as saved, nothing pending.
      expect(selectForm(s)).toEqual(profileForm(selectProfile(s)!));
      expect(selectPhoto(s)).toBe(selectProfile(s)!.image);
      expect(selectProblems(s)).toEqual({});
      expect(selectProfileProblem(s)).toBeNull();
    },
    'viewing.idle': (s) => {
      expect(selectCanEdit(s)).toBe(true);
      expect(selectLinkIdentityActor(s)).toBeNull();
      // Add is offered exactly while an identity is missing.
      expect(selectCanAddIdentity(s)).toBe(selectMissingIdentity(s) !== null);
    },
    'viewing.linking': (s) => {
      // Edit waits for the flow; Add is open already.
      expect(selectCanEdit(s)).toBe(false);
      expect(selectCanAddIdentity(s)).toBe(false);
      expect(selectMissingIdentity(s)).toBe('email');
      expect(selectLinkIdentityActor(s)).not.toBeNull();
    },
    editing: (s) => {
      expect(selectEditing(s)).toBe(true);
      expect(selectIdentityFields(s)).toContain('mobileNumber');
      expect(selectForm(s).mobileNumber).toBe('9876543210');
      expect(selectCanAddIdentity(s)).toBe(false);
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
    'identity.addRequested': ({ after }) => expect(after.matches({ viewing: 'linking' })).toBe(true),
    'xstate.done.actor.linkIdentity': ({ event, before, after }) => {
      expect(after.matches({ viewing: 'idle' })).toBe(true);
      // Added: the view shows the profile with it, and nothing is left to add. Cancelled: as it was.
      if (event.output) {
        expect(selectProfile(after)).toEqual(withEmail);
        expect(selectMissingIdentity(after)).toBeNull();
        expect(selectCanAddIdentity(after)).toBe(false);
      } else expect(selectProfile(after)).toEqual(selectProfile(before));
    },
    'xstate.error.actor.linkIdentity': ({ before, after }) => {
      expect(after.matches({ viewing: 'idle' })).toBe(true);
      expect(selectProfile(after)).toEqual(selectProfile(before));
      expect(selectCanAddIdentity(after)).toBe(true);
    },
    'field.changed': ({ event, before, after }) => {
      // An identity: the form keeps it as it is.
      if (event.field === 'mobileNumber') expect(selectForm(after)).toEqual(selectForm(before));
      else {
        expect(selectForm(after)[event.field as 'fullName']).toBe(event.value);
        expect(selectProblems(after)[event.field as 'fullName']).toBeUndefined();
        expect(selectProfileProblem(after)).toBeNull();
      }
    },
    // Any file is read first: its bytes say whether it is an image, and a big one is made smaller.
    'photo.chosen': ({ after }) => expect(selectReadingPhoto(after)).toBe(true),
    'xstate.done.actor.readPhoto': ({ after }) => {
      expect(selectPhoto(after)).toBe(preview);
      expect(selectProblems(after).image).toBeUndefined();
    },
    'xstate.error.actor.readPhoto': ({ event, before, after }) => {
      // Only what cannot be made smaller meets the spec's 2 MB message.
      const tooLarge = (event.error as PhotoRefused).refusal === 'tooLarge';
      expect(selectProblems(after).image).toBe(tooLarge ? 'Image size must be less than 2MB.' : 'The photo must be a JPEG, PNG, WebP or GIF image.');
      expect(selectPhoto(after)).toBe(selectPhoto(before));
      expect(after.matches({ editing: 'idle' })).toBe(true);
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
