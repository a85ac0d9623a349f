import { afterAll, describe, expect, it } from 'vitest';
import { accountMessages, profileResponse } from '../../../contract/account';
import { myBookingsResponse } from '../../../contract/booking';
import { failureEnvelope } from '../../../contract/envelope';
import { identityMessages } from '../../../contract/identity';
import { LINK_IDENTITY_PATHS, linkCodeResponse, linkMessages } from '../../../contract/linkIdentity';
import { MAX_OTP_ATTEMPTS, otpMessages } from '../../../server/modules/identity/service';
import { bookedFor } from '../bookings/support';
import { api, guestToken, loginAs, outboxFor, testServer, uniqueEmail, uniqueIp, uniquePhone } from '../support/testApp';

afterAll(async () => (await testServer()).clock.reset());

type Contact = { mobileNumber: string; countryCode?: string } | { emailId: string };
type Caller = { token: string; userId: string };

const sendLink = (caller: Caller, body: object, ip = uniqueIp()) => api('POST', LINK_IDENTITY_PATHS.send, { token: caller.token, body, ip });
const verifyLink = (caller: Caller, body: object, ip = uniqueIp()) => api('POST', LINK_IDENTITY_PATHS.verify, { token: caller.token, body, ip });
const profileOf = async (caller: Caller) => profileResponse.parse((await api('POST', '/user-account-info', { token: caller.token, body: {} })).body).response;
const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
/** The outbox key of a contact: the 10 digits of a phone number, or the address. */
const outboxKey = (contact: Contact) => ('emailId' in contact ? contact.emailId : contact.mobileNumber);

/** Sends a link code to `contact` for the caller's account and verifies it: the profile it answers. */
async function link(caller: Caller, contact: Contact) {
  const sent = await sendLink(caller, contact);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [message] = await outboxFor(outboxKey(contact));
  const verified = await verifyLink(caller, { ...contact, otp: message!.otp });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return profileResponse.parse(verified.body).response;
}

/** Logs in through the real flow with a code from the outbox, without asserting it worked. */
async function tryLogin(contact: Contact, otp?: string) {
  const token = await guestToken();
  const ip = uniqueIp();
  if (!otp) {
    expect((await api('POST', '/signup', { body: contact, token, ip })).status).toBe(200);
    otp = (await outboxFor(outboxKey(contact)))[0]!.otp;
  }
  return api('POST', '/signup/validate/otp', { body: { ...contact, otp }, token, ip });
}

const failure = (res: { body: unknown }) => failureEnvelope.parse(res.body);
const upcomingIds = async (caller: Caller) =>
  myBookingsResponse.parse((await api('POST', '/my-bookings', { token: caller.token, body: {} })).body).response.upcoming.map((b) => b.bookingId);

describe('adding the missing identity to the account', () => {
  it('a phone account adds its e-mail with a code; after logging out, a login by e-mail code opens the same account with its bookings', async () => {
    const phone = uniquePhone();
    const email = uniqueEmail();
    const owner = await loginAs(phone);
    const { review } = await bookedFor(owner.userId);
    expect(await upcomingIds(owner)).toContain(review.bookingId);
    expect((await profileOf(owner)).identities).toEqual({ phone: `+91${phone}`, email: null });

    const sent = await sendLink(owner, { userId: owner.userId, emailId: `  ${email.toUpperCase()} ` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(linkCodeResponse.parse(sent.body).response).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
    const [message] = await outboxFor(email);
    expect(message).toMatchObject({ channel: 'email', to: email });
    const verified = await verifyLink(owner, { emailId: email, otp: message!.otp });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const profile = profileResponse.parse(verified.body).response;
    expect(profile.identities).toEqual({ phone: `+91${phone}`, email });
    // The profile's contact fields are the identities now.
    expect(profile).toMatchObject({ email, mobileNumber: phone });
    expect(await profileOf(owner)).toEqual(profile);

    expect((await api('POST', '/logout', { token: owner.token })).status).toBe(200);
    const byEmail = await tryLogin({ emailId: email });
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    expect(byEmail.body.userId).toBe(owner.userId);
    const again = { token: byEmail.body.response.token as string, userId: byEmail.body.userId as string };
    expect(await upcomingIds(again)).toContain(review.bookingId);
    expect((await profileOf(again)).identities).toEqual({ phone: `+91${phone}`, email });
    // And the phone still opens it too.
    expect((await tryLogin({ mobileNumber: phone })).body.userId).toBe(owner.userId);
  });

  it('an e-mail account adds a phone number of another country, kept with its dial code; a login by that phone opens it', async () => {
    const email = uniqueEmail();
    const phone = uniquePhone();
    const owner = await loginAs(email);
    expect((await profileOf(owner)).mobileNumber).toBe('');
    const profile = await link(owner, { mobileNumber: phone, countryCode: '+971' });
    expect(profile.identities).toEqual({ phone: `+971${phone}`, email });
    expect(profile.mobileNumber).toBe(phone);
    expect((await outboxFor(phone))[0]).toMatchObject({ channel: 'sms', countryCode: '+971' });
    // The same 10 digits in India are another phone: a new account.
    const indian = await tryLogin({ mobileNumber: phone });
    expect(indian.body.userId).not.toBe(owner.userId);
    expect((await tryLogin({ mobileNumber: phone, countryCode: '+971' })).body.userId).toBe(owner.userId);
  });

  it("a booking's contact e-mail is no identity: a login with it is a new, empty account, which then holds it, so linking it from the first is refused", async () => {
    const { db } = await testServer();
    const contactEmail = uniqueEmail();
    const booker = await loginAs(uniquePhone());
    const { review } = await bookedFor(booker.userId, 'payNow', {}, () => ({ deliveryInfo: { emails: [contactEmail], contacts: ['9876543210'], code: '+91' } }));
    expect((await db.rows<{ email: string }>('select email from bookings where id = $1', [review.bookingId]))[0]!.email).toBe(contactEmail);
    expect((await profileOf(booker)).identities.email).toBeNull();

    const byEmail = await tryLogin({ emailId: contactEmail });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.userId).not.toBe(booker.userId);
    const stranger = { token: byEmail.body.response.token as string, userId: byEmail.body.userId as string };
    expect(await upcomingIds(stranger)).toEqual([]);
    expect((await profileOf(stranger)).identities).toEqual({ phone: null, email: contactEmail });

    // The new account holds the address now: the booker's link is refused once its code is entered.
    expect((await sendLink(booker, { emailId: contactEmail })).status).toBe(200);
    const code = (await outboxFor(contactEmail))[0]!.otp;
    const refused = await verifyLink(booker, { emailId: contactEmail, otp: code });
    expect(refused.status).toBe(409);
    expect(failure(refused).hotelFailureMsg).toBe(linkMessages.taken('email'));
    expect(failure(refused).hotelFailureCode).toBe(4090);
    expect((await profileOf(booker)).identities.email).toBeNull();
    expect((await profileOf(stranger)).identities.email).toBe(contactEmail);
  });

  it('refuses to link an identity another account holds, says so only once its code is entered, and changes nothing', async () => {
    const { db } = await testServer();
    const email = uniqueEmail();
    const holder = await loginAs(email);
    const asker = await loginAs(uniquePhone());
    // The holder is part way through a login: a live code for the address.
    const token = await guestToken();
    const ip = uniqueIp();
    expect((await api('POST', '/signup', { body: { emailId: email }, token, ip })).status).toBe(200);
    const holdersCode = (await outboxFor(email))[0]!.otp;
    const holdersRow = () => db.rows("select * from otp_codes where destination = $1 and purpose = 'login'", [email]);
    const holdersBefore = await holdersRow();

    // Asking says nothing about who has an account: a code goes out, as for an address nobody holds.
    const sent = await sendLink(asker, { emailId: email.toUpperCase() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(linkCodeResponse.parse(sent.body).response.sent).toBe(true);
    const asked = { emailId: email, otp: (await outboxFor(email))[0]!.otp };
    // Guessing with the holder's login code is only a wrong guess at the asker's own code.
    const guessed = await verifyLink(asker, { emailId: email, otp: holdersCode === asked.otp ? wrongOf(holdersCode) : holdersCode });
    expect(guessed.status).toBe(400);
    expect(failure(guessed).hotelFailureMsg).toBe(otpMessages.wrong);
    // The right code: refused, said so, and the code left as it was.
    const refused = await verifyLink(asker, asked);
    expect(refused.status).toBe(409);
    expect(failure(refused).hotelFailureMsg).toBe('This email address is already linked to another account. Log in with it to use that account.');
    expect(failure(refused).hotelFailureCode).toBe(4090);
    const asksRow = await db.rows<{ consumed_at: unknown }>("select consumed_at from otp_codes where destination = $1 and user_id = $2", [email, asker.userId]);
    expect(asksRow).toEqual([{ consumed_at: null }]);
    expect(await holdersRow()).toEqual(holdersBefore);
    expect((await profileOf(asker)).identities.email).toBeNull();
    expect((await profileOf(holder)).identities).toEqual({ phone: null, email });
    const login = await api('POST', '/signup/validate/otp', { body: { emailId: email, otp: holdersCode }, token, ip });
    expect(login.body.userId).toBe(holder.userId);

    // The same for a phone number another account holds.
    const phone = uniquePhone();
    const phoneHolder = await loginAs(phone);
    const emailOnly = await loginAs(uniqueEmail());
    expect((await sendLink(emailOnly, { mobileNumber: phone })).status).toBe(200);
    const phoneRefused = await verifyLink(emailOnly, { mobileNumber: phone, otp: (await outboxFor(phone))[0]!.otp });
    expect(phoneRefused.status).toBe(409);
    expect(failure(phoneRefused).hotelFailureMsg).toBe('This mobile number is already linked to another account. Log in with it to use that account.');
    expect((await profileOf(emailOnly)).identities.phone).toBeNull();
    expect((await tryLogin({ mobileNumber: phone })).body.userId).toBe(phoneHolder.userId);
  });

  it('refuses a second identity of a kind the account has: its own, or another (changing one is not offered)', async () => {
    const phone = uniquePhone();
    const owner = await loginAs(phone);
    const own = await sendLink(owner, { mobileNumber: phone });
    expect(own.status).toBe(409);
    expect(failure(own).hotelFailureMsg).toBe(linkMessages.alreadyYours('phone'));
    const other = await sendLink(owner, { mobileNumber: uniquePhone() });
    expect(other.status).toBe(409);
    expect(failure(other).hotelFailureMsg).toBe(linkMessages.hasOne('phone'));
    const email = uniqueEmail();
    await link(owner, { emailId: email });
    const second = await sendLink(owner, { emailId: uniqueEmail() });
    expect(failure(second).hotelFailureMsg).toBe(linkMessages.hasOne('email'));
    expect((await profileOf(owner)).identities).toEqual({ phone: `+91${phone}`, email });
  });

  it('keeps the purposes apart: a link code logs no one in, a login code links nothing, and a link code works for its own account only', async () => {
    const email = uniqueEmail();
    const owner = await loginAs(uniquePhone());
    const intruder = await loginAs(uniquePhone());
    expect((await sendLink(owner, { emailId: email })).status).toBe(200);
    const linkCode = (await outboxFor(email))[0]!.otp;

    const asLogin = await tryLogin({ emailId: email }, linkCode);
    expect(asLogin.status).toBe(400);
    expect(failure(asLogin).hotelFailureMsg).toBe(otpMessages.none);
    const byOther = await verifyLink(intruder, { emailId: email, otp: linkCode });
    expect(byOther.status).toBe(400);
    expect(failure(byOther).hotelFailureMsg).toBe(otpMessages.none);
    expect((await profileOf(intruder)).identities.email).toBeNull();

    // A login code for another address, asked for by the intruder: it cannot link it to them.
    const other = uniqueEmail();
    expect((await api('POST', '/signup', { body: { emailId: other }, token: await guestToken(), ip: uniqueIp() })).status).toBe(200);
    const loginCode = (await outboxFor(other))[0]!.otp;
    const linked = await verifyLink(intruder, { emailId: other, otp: loginCode });
    expect(linked.status).toBe(400);
    expect(failure(linked).hotelFailureMsg).toBe(otpMessages.none);

    // The owner's link code still works, once.
    const done = await verifyLink(owner, { emailId: email, otp: linkCode });
    expect(done.status).toBe(200);
    const twice = await verifyLink(owner, { emailId: email, otp: linkCode });
    expect(twice.status).toBe(409);
    expect(failure(twice).hotelFailureMsg).toBe(linkMessages.alreadyYours('email'));
  });

  it('obeys the login send limits: 60 s between two sends to one address from one network', async () => {
    const owner = await loginAs(uniquePhone());
    const email = uniqueEmail();
    const ip = uniqueIp();
    expect((await sendLink(owner, { emailId: email }, ip)).status).toBe(200);
    const soon = await sendLink(owner, { emailId: email }, ip);
    expect(soon.status).toBe(429);
    expect(failure(soon).hotelFailureMsg).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    // The wait is this account's: another device on the network is not held up by it.
    const login = await api('POST', '/signup', { body: { emailId: email }, token: await guestToken(), ip });
    expect(login.status).toBe(200);
  });

  it('refuses bad input with a clear message, changing nothing: a bad phone, a bad address, both or neither, a wrong code, an expired code', async () => {
    const { db, clock } = await testServer();
    const owner = await loginAs(uniqueEmail());
    const cases: Array<[object, string]> = [
      [{ mobileNumber: '12345' }, `body.mobileNumber: ${identityMessages.phone}`],
      [{ mobileNumber: '0123456789' }, `body.mobileNumber: ${identityMessages.phone}`],
      [{ mobileNumber: '98765abcde' }, `body.mobileNumber: ${identityMessages.phone}`],
      [{ mobileNumber: '9876543210', countryCode: '+999' }, `body.countryCode: ${identityMessages.countryCode}`],
      [{ emailId: 'asha@' }, `body.emailId: ${identityMessages.email}`],
      [{}, `body.mobileNumber: ${identityMessages.eitherPhoneOrEmail}`],
      [{ mobileNumber: '9876543210', emailId: 'asha@example.in' }, 'body.'],
    ];
    for (const [body, message] of cases) {
      for (const call of [sendLink, (c: Caller, b: object) => verifyLink(c, { ...b, otp: '123456' })]) {
        const res = await call(owner, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(failure(res).hotelFailureMsg.startsWith(message), `${failure(res).hotelFailureMsg} / ${message}`).toBe(true);
      }
    }
    const badCode = await verifyLink(owner, { mobileNumber: uniquePhone(), otp: '12a456' });
    expect(failure(badCode).hotelFailureMsg).toBe(`body.otp: ${identityMessages.otp}`);
    expect((await profileOf(owner)).identities.phone).toBeNull();

    // A wrong code counts against it (the fifth ends it); a right one after that is refused.
    const phone = uniquePhone();
    expect((await sendLink(owner, { mobileNumber: phone })).status).toBe(200);
    const otp = (await outboxFor(phone))[0]!.otp;
    for (let i = 1; i <= MAX_OTP_ATTEMPTS; i++) {
      const res = await verifyLink(owner, { mobileNumber: phone, otp: wrongOf(otp) });
      expect(res.status).toBe(400);
      expect(failure(res).hotelFailureMsg).toBe(i < MAX_OTP_ATTEMPTS ? otpMessages.wrong : otpMessages.lastWrong);
    }
    expect(failure(await verifyLink(owner, { mobileNumber: phone, otp })).hotelFailureMsg).toBe(otpMessages.locked);
    expect((await profileOf(owner)).identities.phone).toBeNull();

    // A code is good for 5 minutes.
    const late = uniquePhone();
    expect((await sendLink(owner, { mobileNumber: late })).status).toBe(200);
    const lateCode = (await outboxFor(late))[0]!.otp;
    clock.advance(301_000);
    try {
      const expired = await verifyLink(owner, { mobileNumber: late, otp: lateCode });
      expect(expired.status).toBe(400);
      expect(failure(expired).hotelFailureMsg).toBe(otpMessages.expired);
    } finally {
      clock.reset();
    }
    expect((await profileOf(owner)).identities.phone).toBeNull();
    expect(await db.rows('select 1 from users where mobile_number like $1', [`%${late}`])).toEqual([]);
  });

  it("is the session's own: no login is 401, a guest is 401, another user's id is 403, and nothing changes", async () => {
    const owner = await loginAs(uniquePhone());
    const other = await loginAs(uniquePhone());
    const email = uniqueEmail();
    for (const path of [LINK_IDENTITY_PATHS.send, LINK_IDENTITY_PATHS.verify]) {
      const body = { emailId: email, otp: '123456' };
      expect((await api('POST', path, { body, ip: uniqueIp() })).status).toBe(401);
      expect((await api('POST', path, { body, token: await guestToken(), ip: uniqueIp() })).status).toBe(401);
      const forOther = await api('POST', path, { body: { ...body, userId: owner.userId }, token: other.token, ip: uniqueIp() });
      expect(forOther.status).toBe(403);
      expect(failure(forOther).hotelFailureCode).toBe(4030);
    }
    expect(await outboxFor(email)).toEqual([]);
    expect((await profileOf(owner)).identities.email).toBeNull();
    expect((await profileOf(other)).identities.email).toBeNull();
  });

  it('two accounts linking the same address at once: exactly one gets it, the other is refused, and a login by it opens the one that won', async () => {
    const email = uniqueEmail();
    const first = await loginAs(uniquePhone());
    const second = await loginAs(uniquePhone());
    // Both are sent codes while nobody holds the address (from networks of their own).
    expect((await sendLink(first, { emailId: email })).status).toBe(200);
    const firstCode = (await outboxFor(email))[0]!.otp;
    expect((await sendLink(second, { emailId: email })).status).toBe(200);
    const secondCode = (await outboxFor(email))[0]!.otp;
    const answers = await Promise.all([verifyLink(first, { emailId: email, otp: firstCode }), verifyLink(second, { emailId: email, otp: secondCode })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(failure(lost).hotelFailureMsg).toBe(linkMessages.taken('email'));
    const winner = answers[0]!.status === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await profileOf(winner)).identities.email).toBe(email);
    expect((await profileOf(loser)).identities.email).toBeNull();
    expect((await tryLogin({ emailId: email })).body.userId).toBe(winner.userId);
  });

  it('a save keeps both identities as they are', async () => {
    const phone = uniquePhone();
    const owner = await loginAs(phone);
    const email = uniqueEmail();
    await link(owner, { emailId: email });
    const save = (body: object) => api('PUT', '/saveProfile', { token: owner.token, body: { fullName: 'Rohan Mehta', email, mobileNumber: phone, ...body } });
    expect((await save({})).status).toBe(200);
    const otherEmail = await save({ email: 'rohan.mehta@example.in' });
    expect(otherEmail.status).toBe(400);
    expect(failure(otherEmail).hotelFailureMsg).toBe(`body.email: ${accountMessages.loginContact}`);
    const otherPhone = await save({ mobileNumber: '9000000001' });
    expect(failure(otherPhone).hotelFailureMsg).toBe(`body.mobileNumber: ${accountMessages.loginContact}`);
    expect(await profileOf(owner)).toMatchObject({ fullName: 'Rohan Mehta', email, mobileNumber: phone, identities: { phone: `+91${phone}`, email } });
  });

  it('deleting the account clears the codes and sends of both identities, and the link codes it asked for', async () => {
    const { db } = await testServer();
    const phone = uniquePhone();
    const email = uniqueEmail();
    const owner = await loginAs(email);
    // A code asked for to add a number it never verified, then the number it did verify.
    const unverified = uniquePhone();
    expect((await sendLink(owner, { mobileNumber: unverified })).status).toBe(200);
    await link(owner, { mobileNumber: phone });
    // A login code waiting for each identity.
    for (const contact of [{ mobileNumber: phone }, { emailId: email }]) {
      expect((await api('POST', '/signup', { body: contact, token: await guestToken(), ip: uniqueIp() })).status).toBe(200);
    }
    const destinations = [`+91${phone}`, email];
    expect(await db.rows('select 1 from otp_codes where user_id = $1', [owner.userId])).toHaveLength(2);
    expect((await db.rows('select 1 from otp_codes where destination = any($1::text[])', [destinations])).length).toBeGreaterThanOrEqual(2);
    expect((await db.rows('select 1 from otp_sends where destination = any($1::text[])', [destinations])).length).toBeGreaterThanOrEqual(3);

    const res = await api('POST', '/account-deletion/delete', { token: owner.token, body: { reasons: ['Other reasons'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.rows('select 1 from otp_codes where destination = any($1::text[])', [destinations])).toEqual([]);
    expect(await db.rows('select 1 from otp_sends where destination = any($1::text[])', [destinations])).toEqual([]);
    expect(await db.rows('select 1 from otp_codes where user_id = $1', [owner.userId])).toEqual([]);
    // The unverified number's sends stay: they are the send limits' memory of someone else's number.
    expect(await db.rows('select 1 from otp_sends where destination = $1', [`+91${unverified}`])).toHaveLength(1);
    // Both come back as new, separate accounts.
    const byPhone = await tryLogin({ mobileNumber: phone });
    const byEmail = await tryLogin({ emailId: email });
    expect(byPhone.body.userId).not.toBe(owner.userId);
    expect(byEmail.body.userId).not.toBe(byPhone.body.userId);
  });
});
