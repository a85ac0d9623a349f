/**
 * The account area (spec 001 §2, §5): the profile with its photo, the app rating, and deleting the
 * account. The phone number or e-mail address the traveller logs in with is shown in the profile
 * but not changed here (changing it would need a code sent to the new one).
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

/** What the traveller logs in with: a phone ('+919876543210': dial code and 10 digits) or an e-mail address. */
function loginOf(user: UserRow): Profile['login'] {
  if (user.mobileNumber) return { channel: 'phone', value: user.mobileNumber };
  return { channel: 'email', value: user.emailId ?? '' };
}

const loginDigits = (login: Profile['login']) => (login.channel === 'phone' ? login.value.slice(-10) : '');

export function accountService({ repo, clock, forgetSessions, forgetUser }: AccountDeps) {
  async function userOf(userId: string): Promise<UserRow> {
    const user = await repo.user(userId);
    if (!user) throw new ApiError('unauthenticated', 'Please log in to continue.');
    return user;
  }

  function view(user: UserRow, row: ProfileRow | undefined): Profile {
    const login = loginOf(user);
    return {
      fullName: row?.fullName ?? '',
      email: row?.email ?? (login.channel === 'email' ? login.value : ''),
      mobileNumber: row?.mobileNumber ?? loginDigits(login),
      dateOfBirth: row?.dateOfBirth ?? null,
      gender: row?.gender ?? null,
      maritalStatus: row?.maritalStatus ?? null,
      city: row?.city ?? '',
      state: row?.state ?? '',
      country: row?.country ?? '',
      image: photoDataUrl(row?.photo ?? null),
      login,
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
      const login = loginOf(user);
      if (login.channel === 'phone' && input.mobileNumber !== loginDigits(login)) throw badInput(`body.mobileNumber: ${accountMessages.loginContact}`);
      if (login.channel === 'email' && input.email.toLowerCase() !== login.value) throw badInput(`body.email: ${accountMessages.loginContact}`);
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
      const now = clock();
      if ((await repo.openBookings(userId, now)) > 0) throw new ApiError('conflict', accountMessages.deleteBlocked);
      const ended = await repo.deleteAccount(user, input.reasons, input.feedback, now);
      forgetSessions(ended);
      forgetUser(userId);
      return { deleted: true as const };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
