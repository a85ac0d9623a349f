import { assign, fromPromise, setup } from 'xstate';
import { accountMessages, type Profile, type SaveProfileRequest } from '../contract/account';
import { accountFailureOf, failureReason } from './rules/accountFailure';
import {
  identityFields,
  missingIdentity,
  photoRefusalMessage,
  profileForm,
  profileProblems,
  refusedField,
  saveProfileBody,
  type PhotoChange,
  type PhotoFile,
  type ProfileField,
  type ProfileForm,
  type ProfileProblems,
} from './rules/profileForm';
import { linkIdentityMachine } from './linkIdentity.machine';

export interface ProfileInput {
  userId: string;
  /** India's date today (`YYYY-MM-DD`): a date of birth may not be after it. */
  today: string;
}

export interface ProfileContext extends ProfileInput {
  /** The profile as the server last gave it (null until loaded). */
  profile: Profile | null;
  form: ProfileForm;
  /** The photo shown: the saved one, or the chosen one's preview (a data URL), or null. */
  photo: string | null;
  photoChange: PhotoChange;
  /** Problems by field (and `image`), in the spec's words. */
  problems: ProfileProblems;
  /** "Failed to fetch profile: ..." or "Failed to update profile: ...", or null. */
  problem: string | null;
}

export type ProfileEvent =
  | { type: 'profile.retried' }
  | { type: 'profile.editStarted' }
  /** "Add mobile number" or "Add e-mail address": the form that adds the identity the account lacks. */
  | { type: 'identity.addRequested' }
  | { type: 'field.changed'; field: ProfileField; value: string }
  | { type: 'photo.chosen'; file: PhotoFile }
  | { type: 'photo.removed' }
  | { type: 'profile.saveRequested' }
  | { type: 'profile.editCancelled' };

/** What `saveProfile` is given (PUT /saveProfile). */
export type SaveProfileCall = Omit<SaveProfileRequest, 'deviceToken'>;

export const PROFILE_SAVED = 'Profile updated successfully.';

const emptyForm: ProfileForm = { fullName: '', email: '', mobileNumber: '', dateOfBirth: '', gender: '', maritalStatus: '', city: '', state: '', country: '' };

/** The form's field a refusal names (`body.email: ...`), with its message. */
function refusalOf(error: unknown): ProfileProblems {
  const failure = accountFailureOf(error);
  const refused = failure?.kind === 'refused' ? refusedField(failure.message) : null;
  return refused ? { [refused.field]: refused.message } : {};
}

/** The problems without one field's. */
function without(problems: ProfileProblems, field: ProfileField | 'image'): ProfileProblems {
  const { [field]: _gone, ...rest } = problems;
  return rest;
}

const shown = (profile: Profile) => ({ profile, form: profileForm(profile), photo: profile.image, photoChange: { kind: 'keep' } as PhotoChange, problems: {}, problem: null });

/**
 * The profile page. It loads the profile
 * (`loadProfile`; a failure says "Failed to fetch profile: ..." with a retry) and shows it.
 * `profile.editStarted` opens the form on the saved values; `profile.editCancelled` puts them
 * back. The field the traveller logs in with stays as it is (the server refuses a change). A
 * chosen photo is read at once (`readPhoto`), before Save: a file whose bytes are not an image is
 * refused, saying so; a photo of 2 MB or more is made smaller in the browser, and only one that
 * cannot be says "Image size must be less than 2MB."; else it is the preview. Save checks
 * the form (full name, e-mail and mobile required, the e-mail's and mobile's form, no date of
 * birth after today), then `saveProfile`: success goes back to the view with the saved profile
 * and a toast; failure stays in the form with "Failed to update profile: ..." and the field the
 * server named marked.
 *
 * The view shows the account's identities, the verified phone number and e-mail address it logs
 * in with. `identity.addRequested` opens the flow that adds the missing one (linkIdentity, run
 * here while it is open; Edit waits for it): once verified, the view shows the profile it
 * answered, the new identity in it; cancelled, the view stays as it was.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
  },
  actors: {
    loadProfile: fromPromise<Profile, { userId: string }>(async () => {
      throw new Error('loadProfile is provided by the app');
    }),
    saveProfile: fromPromise<Profile, SaveProfileCall>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
    /**
     * The chosen file as a data URL (the preview, and what is sent): refused when its bytes are
     * not an image; a photo of 2 MB or more made smaller first (refused when it cannot be).
     */
    readPhoto: fromPromise<string, PhotoFile>(async () => {
      throw new Error('readPhoto is provided by the app');
    }),
    /** Adds the missing identity; its output is the profile with it, or null when cancelled. */
    linkIdentity: linkIdentityMachine,
  },
  actions: {
    /** Side effect, provided by the app: a toast. */
    showToast: (_, _params: { status: 'success' | 'error'; message: string }) => {},
    loaded: assign((_, params: { profile: Profile }) => shown(params.profile)),
    loadFailed: assign((_, params: { error: unknown }) => ({ problem: accountMessages.fetchFailed(failureReason(params.error)) })),
    clearProblem: assign({ problem: null }),
    reset: assign(({ context }) => (context.profile ? shown(context.profile) : {})),
    setField: assign(({ context }, params: { field: ProfileField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      problems: without(context.problems, params.field),
      problem: null,
    })),
    photoRead: assign(({ context }, params: { dataUrl: string }) => ({
      photo: params.dataUrl,
      photoChange: { kind: 'set', dataUrl: params.dataUrl } as PhotoChange,
      problems: without(context.problems, 'image'),
      problem: null,
    })),
    photoRefused: assign(({ context }, params: { error: unknown }) => ({ problems: { ...context.problems, image: photoRefusalMessage(params.error) } })),
    removePhoto: assign(({ context }) => ({ photo: null, photoChange: { kind: 'remove' } as PhotoChange, problems: without(context.problems, 'image') })),
    showProblems: assign(({ context }) => ({ problems: profileProblems(context.form, context.today), problem: null })),
    saveFailed: assign(({ context }, params: { error: unknown }) => ({
      problem: accountMessages.updateFailed(failureReason(params.error)),
      problems: { ...context.problems, ...refusalOf(params.error) },
    })),
  },
  guards: {
    /** The traveller may change this field (not one they log in with). */
    isEditable: ({ context }, params: { field: ProfileField }) => !context.profile || !identityFields(context.profile.identities).includes(params.field),
    /** The account lacks an identity, which the profile can add. */
    lacksIdentity: ({ context }) => context.profile !== null && missingIdentity(context.profile.identities) !== null,
    /** The flow added it: its output is the profile as it now stands. */
    linked: (_, params: { profile: Profile | null }) => params.profile !== null,
    hasPhoto: ({ context }) => context.photo !== null,
    formValid: ({ context }) => Object.keys(profileProblems(context.form, context.today)).length === 0,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ ...input, profile: null, form: emptyForm, photo: null, photoChange: { kind: 'keep' }, problems: {}, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'viewing', actions: { type: 'loaded', params: ({ event }) => ({ profile: event.output }) } },
        onError: { target: 'failed', actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** "Failed to fetch profile: ..." with a way to try again. */
    failed: {
      on: { 'profile.retried': { target: 'loading', actions: 'clearProblem' } },
    },
    viewing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'profile.editStarted': { target: '#profile.editing', actions: 'reset' },
            'identity.addRequested': { guard: 'lacksIdentity', target: 'linking' },
          },
        },
        /** Adding the missing identity: its form is open under the identities. */
        linking: {
          invoke: {
            id: 'linkIdentity',
            src: 'linkIdentity',
            input: ({ context }) => ({ kind: missingIdentity(context.profile!.identities) ?? 'phone' }),
            onDone: [
              {
                guard: { type: 'linked', params: ({ event }) => ({ profile: event.output }) },
                target: 'idle',
                actions: { type: 'loaded', params: ({ event }) => ({ profile: event.output! }) },
              },
              { target: 'idle' },
            ],
            // A flow that broke (an effect threw): the view stays as it was, Add offered again.
            onError: { target: 'idle' },
          },
        },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'field.changed': {
          guard: { type: 'isEditable', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
      },
      states: {
        idle: {
          on: {
            'photo.chosen': { target: 'readingPhoto' },
            'photo.removed': { guard: 'hasPhoto', actions: 'removePhoto' },
            'profile.saveRequested': [{ guard: 'formValid', target: '#profile.saving' }, { actions: 'showProblems' }],
            'profile.editCancelled': { target: '#profile.viewing', actions: 'reset' },
          },
        },
        /** Reading the chosen photo for its preview: Save and Cancel wait for it. */
        readingPhoto: {
          invoke: {
            id: 'readPhoto',
            src: 'readPhoto',
            input: ({ event }) => (event as Extract<ProfileEvent, { type: 'photo.chosen' }>).file,
            onDone: { target: 'idle', actions: { type: 'photoRead', params: ({ event }) => ({ dataUrl: event.output }) } },
            onError: { target: 'idle', actions: { type: 'photoRefused', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ userId: context.userId, ...saveProfileBody(context.form, context.photoChange) }),
        onDone: {
          target: 'viewing',
          actions: [{ type: 'loaded', params: ({ event }) => ({ profile: event.output }) }, { type: 'showToast', params: { status: 'success', message: PROFILE_SAVED } }],
        },
        onError: { target: 'editing', actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
