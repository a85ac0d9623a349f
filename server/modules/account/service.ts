/**
 * The account area: the profile with its photo, the app rating, and deleting the
 * account. The account's identities, the verified phone number and e-mail address it logs in
 * with, are shown in the profile but not changed by a save: the missing one is added with a code
 * (identity/linking.ts).
 */
import type { AppRatingRequest, DeleteAccountRequest, Profile, SaveProfileRequest } from '../../../contract/account';
import { accountMessages } from '../../../contract/account';
import { todayInIndia } from '../../../domain/dates';
import { ApiError, badInput } from '../../http/apiError';
import type { AccountRepo, ProfileRow, UserRow } from './repo';
import { photoDataUrl, profilePhoto } from './photo';

export interface AccountDeps {
  repo: AccountRepo;
  clock: () => Date;
  /** The sessions a deletion ended, and the user whose kept data is gone. */
  forgetSessions: (sessionIds: string[]) => void;
  forgetUser: (userId: string) => void;
}

/** What the traveller logs in with: the phone ('+919876543210': dial code and 10 digits), the e-mail address, or both. */
function identitiesOf(user: UserRow): Profile['identities'] {
  return { phone: user.mobileNumber, email: user.emailId };
}

/** The 10 digits of a phone identity, as the profile's mobile number field holds them. */
const phoneDigits = (phone: string) => phone.slice(-10);

export function accountService({ repo, clock, forgetSessions, forgetUser }: AccountDeps) {
  async function userOf(userId: string): Promise<UserRow> {
    const user = await repo.user(userId);
    if (!user) throw new ApiError('unauthenticated', 'Please log in to continue.');
    return user;
  }

  /** The profile's contact fields are its identities where it has them, else what was saved. */
  function view(user: UserRow, row: ProfileRow | undefined): Profile {
    const identities = identitiesOf(user);
    return {
      fullName: row?.fullName ?? '',
      email: identities.email ?? row?.email ?? '',
      mobileNumber: identities.phone ? phoneDigits(identities.phone) : (row?.mobileNumber ?? ''),
      dateOfBirth: row?.dateOfBirth ?? null,
      gender: row?.gender ?? null,
      maritalStatus: row?.maritalStatus ?? null,
      city: row?.city ?? '',
      state: row?.state ?? '',
      country: row?.country ?? '',
      image: photoDataUrl(row?.photo ?? null),
      identities,
    };
  }

  return {
    /** POST /user-account-info */
    async profile(userId: string): Promise<Profile> {
      const user = await userOf(userId);
      return view(user, await repo.profile(userId));
    },

    /** PUT /saveProfile */
    async saveProfile(userId: string, input: SaveProfileRequest): Promise<Profile> {
      const user = await userOf(userId);
      const { phone, email } = identitiesOf(user);
      if (phone && input.mobileNumber !== phoneDigits(phone)) throw badInput(`body.mobileNumber: ${accountMessages.loginContact}`);
      if (email && input.email.toLowerCase() !== email) throw badInput(`body.email: ${accountMessages.loginContact}`);
      const now = clock();
      if (input.dateOfBirth && input.dateOfBirth > todayInIndia(now)) throw badInput(`body.dateOfBirth: ${accountMessages.futureBirth}`);
      const existing = await repo.profile(userId);
      const photo = input.image === undefined ? existing?.photo ?? null : input.image === null ? null : await profilePhoto(input.image);
      const saved = await repo.saveProfile({
        userId,
        fullName: input.fullName,
        email: input.email.toLowerCase(),
        mobileNumber: input.mobileNumber,
        dateOfBirth: input.dateOfBirth ?? null,
        gender: input.gender ?? null,
        maritalStatus: input.maritalStatus ?? null,
        city: input.city ?? '',
        state: input.state ?? '',
        country: input.country ?? '',
        photo,
        updatedAt: now,
      });
      return view(user, saved);
    },

    /** POST /save-app-rating: one rating per traveller; a new one replaces the old. */
    async rate(userId: string, input: AppRatingRequest) {
      await repo.saveRating(userId, Number(input.rating), input.feedback, clock());
      return { rating: Number(input.rating), feedback: input.feedback };
    },

    /** POST /account-deletion/delete */
    async deleteAccount(userId: string, input: DeleteAccountRequest) {
      if (input.reasons.length === 0) throw badInput(`body.reasons: ${accountMessages.deleteReason}`);
      const user = await userOf(userId);
      const ended = await repo.deleteAccount(user, input.reasons, input.feedback, clock());
      if (!ended) throw new ApiError('conflict', accountMessages.deleteBlocked);
      forgetSessions(ended);
      forgetUser(userId);
      return { deleted: true as const };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
