import type { SnapshotFrom } from 'xstate';
import { loginField } from '../domain/profileForm';
import type { profileMachine } from './profile.machine';

type Snapshot = SnapshotFrom<typeof profileMachine>;

export const selectProfileLoading = (s: Snapshot) => s.matches('loading');
/** The profile could not be read: the message, with a retry. */
export const selectProfileLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectProfile = (s: Snapshot) => s.context.profile;
/** The form is open (Edit pressed), saving included. */
export const selectEditing = (s: Snapshot) => s.matches('editing') || s.matches('saving');
export const selectSaving = (s: Snapshot) => s.matches('saving');
export const selectReadingPhoto = (s: Snapshot) => s.matches({ editing: 'readingPhoto' });
export const selectForm = (s: Snapshot) => s.context.form;
export const selectPhoto = (s: Snapshot) => s.context.photo;
export const selectProblems = (s: Snapshot) => s.context.problems;
export const selectProfileProblem = (s: Snapshot) => s.context.problem;
/** The field the traveller logs in with, read-only in the form (null until loaded). */
export const selectLoginField = (s: Snapshot) => (s.context.profile ? loginField(s.context.profile.login) : null);
export const selectCanEdit = (s: Snapshot) => s.can({ type: 'profile.editStarted' });
export const selectCanSave = (s: Snapshot) => s.can({ type: 'profile.saveRequested' });
export const selectCanCancel = (s: Snapshot) => s.can({ type: 'profile.editCancelled' });
export const selectCanRemovePhoto = (s: Snapshot) => s.can({ type: 'photo.removed' });
/** India's date today: the latest date of birth the form offers. */
export const selectToday = (s: Snapshot) => s.context.today;
