import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { linkMessages } from '../contract/linkIdentity';
import { identityFields, missingIdentity } from './rules/profileForm';
import type { linkIdentityMachine } from './linkIdentity.machine';
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
/** The fields the traveller logs in with, read-only in the form (none until loaded). */
export const selectIdentityFields = (s: Snapshot) => (s.context.profile ? identityFields(s.context.profile.identities) : []);
/** The identity the account lacks ('phone' or 'email'), or null when it has both or is not loaded. */
export const selectMissingIdentity = (s: Snapshot) => (s.context.profile ? missingIdentity(s.context.profile.identities) : null);
/** "Add mobile number" or "Add e-mail address": the button for the missing identity, or null. */
export const selectAddIdentityLabel = (s: Snapshot) => {
  const missing = selectMissingIdentity(s);
  return missing ? linkMessages.add(missing) : null;
};
/** "Add mobile number" / "Add e-mail address" may be pressed. */
export const selectCanAddIdentity = (s: Snapshot) => s.can({ type: 'identity.addRequested' });
/** The flow adding the missing identity, while its form is open. */
export const selectLinkIdentityActor = (s: Snapshot) => (s.children as { linkIdentity?: ActorRefFrom<typeof linkIdentityMachine> }).linkIdentity ?? null;
export const selectCanEdit = (s: Snapshot) => s.can({ type: 'profile.editStarted' });
export const selectCanSave = (s: Snapshot) => s.can({ type: 'profile.saveRequested' });
export const selectCanCancel = (s: Snapshot) => s.can({ type: 'profile.editCancelled' });
export const selectCanRemovePhoto = (s: Snapshot) => s.can({ type: 'photo.removed' });
/** India's date today: the latest date of birth the form offers. */
export const selectToday = (s: Snapshot) => s.context.today;
