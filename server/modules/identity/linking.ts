/**
 * One account, two ways in: the logged-in traveller adds the identity the account lacks (a phone
 * number to an account made with an e-mail address, or the other way round). A code goes to it
 * (oneTimeCodes, the limits and delivery of a login code) and is bound to this account alone;
 * entered, it adds the identity, and from then on a login with either opens this account. One
 * owner per identity: one that another account holds is refused and nothing changes; accounts
 * are never merged. That refusal comes only once the code has been entered, so it tells only
 * whoever receives the phone's or address's codes that it has an account: asking is no way to
 * find out who has one. Changing an identity the account already has is not offered.
 */
import type { Profile } from '../../../contract/account';
import { linkMessages, type IdentityKind } from '../../../contract/linkIdentity';
import { ApiError, badInput } from '../../http/apiError';
import { authMessages } from '../../http/requireUser';
import { MAX_OTP_ATTEMPTS, otpMessages, type OneTimeCodes } from './codes';
import type { CodePurpose, Contact, IdentityRepo } from './repo';

interface Deps {
  repo: IdentityRepo;
  codes: OneTimeCodes;
  clock: () => Date;
  /** The account's profile, as the profile page reads it (account/service.ts). */
  profileOf: (userId: string) => Promise<Profile>;
}

const kindOf = (contact: Contact): IdentityKind => (contact.channel === 'sms' ? 'phone' : 'email');
const linkFor = (userId: string): CodePurpose => ({ purpose: 'link', userId });

export function identityLinks({ repo, codes, clock, profileOf }: Deps) {
  /**
   * Why this account may not add this contact, checked before any code is sent or looked at: it
   * has an identity of that kind (this one, or another). Its own account only, so this says
   * nothing about anyone else's.
   */
  async function refuseOwnKind(userId: string, contact: Contact): Promise<void> {
    const user = await repo.findUser(userId);
    if (!user) throw new ApiError('unauthenticated', authMessages.login);
    const held = contact.channel === 'sms' ? user.mobileNumber : user.emailId;
    if (held === contact.destination) throw new ApiError('conflict', linkMessages.alreadyYours(kindOf(contact)));
    if (held) throw new ApiError('conflict', linkMessages.hasOne(kindOf(contact)));
  }

  return {
    /** POST /account/identity/send: a code for this account only, to the phone number or address to add. */
    async sendCode(userId: string, contact: Contact, clientIp: string, proof?: string) {
      await refuseOwnKind(userId, contact);
      return codes.send(contact, linkFor(userId), clientIp, proof);
    },

    /**
     * POST /account/identity/verify: the code this account was sent for the contact adds it to
     * the account, and the profile as it now stands is the answer. A login code never does, nor
     * a code sent for another account. When another account holds the contact (also when it
     * took it in between: two linking it at once), that one keeps it and this one is refused,
     * the code left as it was.
     */
    async verify(userId: string, contact: Contact, otp: string): Promise<Profile> {
      await refuseOwnKind(userId, contact);
      const code = await codes.check(contact, linkFor(userId), otp);
      const outcome = await repo.link(userId, contact, code.codeHash, MAX_OTP_ATTEMPTS, clock());
      const kind = kindOf(contact);
      if (outcome === 'spent') throw badInput(otpMessages.used);
      if (outcome === 'taken') throw new ApiError('conflict', linkMessages.taken(kind));
      if (outcome === 'hasOne') throw new ApiError('conflict', linkMessages.hasOne(kind));
      if (outcome === 'alreadyYours') throw new ApiError('conflict', linkMessages.alreadyYours(kind));
      if (outcome === 'noAccount') throw new ApiError('unauthenticated', authMessages.login);
      return profileOf(userId);
    },
  };
}
export type IdentityLinks = ReturnType<typeof identityLinks>;
