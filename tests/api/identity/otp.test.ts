import { afterAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../contract/envelope';
import { signupResponse, validateOtpSuccess } from '../../../contract/identity';
import { hashOtp } from '../../../server/modules/identity/otp';
import { MAX_OTP_ATTEMPTS, otpMessages } from '../../../server/modules/identity/service';
import { api, guestToken, loginAs, outboxFor, testServer, uniqueEmail, uniqueIp, uniquePhone } from '../support/testApp';

afterAll(async () => (await testServer()).clock.reset());

/** The device that asked for each contact's code (by its digits or address): only it can enter the code. */
const askedFrom = new Map<string, string>();
const contactKey = (contact: { mobileNumber?: string; emailId?: string; countryCode?: string }) =>
  contact.emailId ? contact.emailId.toLowerCase() : `${contact.countryCode ?? '+91'}${contact.mobileNumber ?? ''}`;

async function send(contact: { mobileNumber: string; countryCode?: string } | { emailId: string }, ip = uniqueIp()) {
  const token = await guestToken();
  askedFrom.set(contactKey(contact), token);
  return api('POST', '/signup', { body: { ...contact, deviceToken: token }, token, ip });
}
/** Entered on the device that asked for the code, unless `token` names another. */
async function validate(contact: { mobileNumber?: string; emailId?: string; countryCode?: string }, otp: string, token?: string) {
  const device = token ?? askedFrom.get(contactKey(contact));
  return api('POST', '/signup/validate/otp', { body: { mobileNumber: '', emailId: '', ...contact, otp }, ...(device ? { token: device } : {}), ip: uniqueIp() });
}
const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('POST /signup', () => {
  it('sends a 6-digit code to a 10-digit mobile number and answers SUCCESS', async () => {
    const phone = uniquePhone();
    const res = await send({ mobileNumber: phone });
    expect(res.status).toBe(200);
    expect(signupResponse.parse(res.body).response).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
    const [message] = await outboxFor(phone);
    expect(message).toMatchObject({ channel: 'sms', to: phone });
    expect(message!.otp).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.otp);
  });

  it('keeps the dial code of the country selector for the SMS (+91 when none is sent)', async () => {
    const abroad = uniquePhone();
    expect((await send({ mobileNumber: abroad, countryCode: '+971' })).status).toBe(200);
    expect((await outboxFor(abroad))[0]).toMatchObject({ channel: 'sms', to: abroad, countryCode: '+971' });
    const home = uniquePhone();
    expect((await send({ mobileNumber: home })).status).toBe(200);
    expect((await outboxFor(home))[0]).toMatchObject({ channel: 'sms', to: home, countryCode: '+91' });
    const blank = uniquePhone();
    expect((await send({ mobileNumber: blank, countryCode: '' })).status).toBe(200);
    expect((await outboxFor(blank))[0]).toMatchObject({ countryCode: '+91' });
  });

  it('sends to an e-mail address, matched without regard to case', async () => {
    const email = uniqueEmail();
    const res = await send({ emailId: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    const [message] = await outboxFor(email);
    expect(message).toMatchObject({ channel: 'email', to: email });
  });

  it('codes look uniformly random (leading zeros kept, no repeats in a small sample)', async () => {
    const otps: string[] = [];
    for (let i = 0; i < 8; i++) {
      const phone = uniquePhone();
      await send({ mobileNumber: phone });
      otps.push((await outboxFor(phone))[0]!.otp);
    }
    for (const otp of otps) expect(otp).toMatch(/^\d{6}$/);
    expect(new Set(otps).size).toBeGreaterThan(6);
  });

  it.each([
    [{ mobileNumber: '98765' }, 'body.mobileNumber: Please enter a valid 10-digit mobile number'],
    [{ mobileNumber: '98765432101' }, 'body.mobileNumber: Please enter a valid 10-digit mobile number'],
    [{ mobileNumber: '98765abcde' }, 'body.mobileNumber: Please enter a valid 10-digit mobile number'],
    [{ mobileNumber: 9876543210 }, 'body.mobileNumber:'],
    [{ emailId: 'not-an-address' }, 'body.emailId: Please enter a valid email address'],
    [{}, 'body.mobileNumber: Please enter a valid 10-digit mobile number or email address'],
    [{ mobileNumber: '9876543210', emailId: 'a@b.in' }, 'not both'],
    [{ mobileNumber: '9876543210', countryCode: '+999' }, 'body.countryCode: Please choose a country code from the list'],
    [{ mobileNumber: '9876543210', countryCode: '91' }, 'body.countryCode: Please choose a country code from the list'],
    [{ mobileNumber: '9876543210', countryCode: 971 }, 'body.countryCode:'],
  ])('rejects %j with a 400 naming the field, sending nothing', async (body, message) => {
    const res = await api('POST', '/signup', { body, ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toContain(message);
  });

  it('answers the same for a person with an account and one without', async () => {
    const known = uniquePhone();
    await loginAs(known);
    (await testServer()).clock.advance(61_000);
    const a = await send({ mobileNumber: known });
    const b = await send({ mobileNumber: uniquePhone() });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });
});

describe('the same 10 digits in another country', () => {
  /** Sends a code to the number in the country of `countryCode` and returns it (from the outbox entry for that country). */
  async function codeFor(phone: string, countryCode: string): Promise<string> {
    expect((await send({ mobileNumber: phone, countryCode })).status).toBe(200);
    const message = (await outboxFor(phone)).find((m) => (m as { countryCode?: string }).countryCode === countryCode);
    return message!.otp;
  }

  it("is another person: a code sent abroad opens that number's own account, never the Indian one", async () => {
    const phone = uniquePhone();
    const indian = await loginAs(phone);
    const abroad = await validate({ mobileNumber: phone, countryCode: '+44' }, await codeFor(phone, '+44'));
    expect(abroad.status).toBe(200);
    const other = validateOtpSuccess.parse(abroad.body).userId;
    expect(other).not.toBe(indian.userId);
    const { db } = await testServer();
    const rows = await db.rows<{ id: string; mobile_number: string }>('select id, mobile_number from users where mobile_number like $1', [`%${phone}`]);
    expect(new Map(rows.map((r) => [r.mobile_number, r.id]))).toEqual(new Map([[`+91${phone}`, indian.userId], [`+44${phone}`, other]]));
  });

  it('a code sent abroad is refused for the Indian number (no country sent means +91), and the Indian code for the number abroad', async () => {
    const phone = uniquePhone();
    const abroadCode = await codeFor(phone, '+971');
    const asIndian = await validate({ mobileNumber: phone }, abroadCode);
    expect(asIndian.status).toBe(400);
    expect(failureEnvelope.parse(asIndian.body).hotelFailureMsg).toBe(otpMessages.none);
    (await testServer()).clock.advance(61_000);
    const indianCode = await codeFor(phone, '+91');
    const asAbroad = await validate({ mobileNumber: phone, countryCode: '+44' }, indianCode);
    expect(asAbroad.status).toBe(400);
    const { db } = await testServer();
    expect(await db.rows('select 1 from users where mobile_number like $1', [`%${phone}`])).toEqual([]);
    // Each code still opens its own number's account.
    expect((await validate({ mobileNumber: phone, countryCode: '+971' }, abroadCode)).status).toBe(200);
    expect((await validate({ mobileNumber: phone, countryCode: '+91' }, indianCode)).status).toBe(200);
  });

  it.each([
    [{ countryCode: '+999' }, 'body.countryCode: Please choose a country code from the list'],
    [{ countryCode: 44 }, 'body.countryCode:'],
  ])('validate rejects %j with a 400 naming the field, using no code', async (extra, message) => {
    const phone = uniquePhone();
    const otp = await codeFor(phone, '+91');
    const res = await api('POST', '/signup/validate/otp', { body: { mobileNumber: phone, emailId: '', otp, ...extra }, ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toContain(message);
    expect((await validate({ mobileNumber: phone }, otp)).status).toBe(200);
  });
});

describe('an Indian mobile number starts with 6, 7, 8 or 9', () => {
  /** A fresh 10-digit number starting with `first`. */
  const numberStarting = (first: string) => `${first}${uniquePhone().slice(1)}`;
  const phoneMessage = 'body.mobileNumber: Please enter a valid 10-digit mobile number';

  it.each([
    ['0', {}],
    ['1', { countryCode: '+91' }],
    ['5', { countryCode: '' }],
  ])('POST /signup refuses a number starting %s for India with a 400 naming the field, sending nothing', async (first, extra) => {
    const phone = numberStarting(first);
    const res = await send({ mobileNumber: phone, ...extra });
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toBe(phoneMessage);
    expect(await outboxFor(phone)).toEqual([]);
  });

  it('POST /signup/validate/otp refuses one too, and other countries keep their rule: any 10 digits', async () => {
    const phone = numberStarting('0');
    expect((await send({ mobileNumber: phone, countryCode: '+971' })).status).toBe(200);
    const [message] = await outboxFor(phone);
    expect(message).toMatchObject({ channel: 'sms', to: phone, countryCode: '+971' });
    for (const countryCode of [undefined, '+91']) {
      const asIndian = await validate({ mobileNumber: phone, ...(countryCode ? { countryCode } : {}) }, message!.otp);
      expect(asIndian.status).toBe(400);
      expect(failureEnvelope.parse(asIndian.body).hotelFailureMsg).toBe(phoneMessage);
    }
    expect((await validate({ mobileNumber: phone, countryCode: '+971' }, message!.otp)).status).toBe(200);
  });

  it('sends to 6, 7, 8 and 9', async () => {
    for (const first of ['6', '7', '8', '9']) {
      const phone = numberStarting(first);
      expect((await send({ mobileNumber: phone })).status).toBe(200);
      expect((await outboxFor(phone))[0]).toMatchObject({ to: phone, countryCode: '+91' });
    }
  });
});

describe('stored codes', () => {
  it('keeps only a salted HMAC of the code, never the code itself', async () => {
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const { otp } = (await outboxFor(phone))[0]!;
    const { db, config } = await testServer();
    // A phone number is kept with its dial code (+91 when none is sent).
    const [row] = await db.rows<Record<string, unknown>>('select * from otp_codes where destination = $1', [`+91${phone}`]);
    expect(row).toBeDefined();
    for (const value of Object.values(row!)) expect(String(value)).not.toContain(otp);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).toBe(hashOtp(config.otpSecret, String(row!.salt), `+91${phone}`, otp));
    const everything = await db.rows<{ t: string }>('select row_to_json(o)::text as t from otp_codes o');
    expect(everything.some((r) => r.t.includes(`"${otp}"`))).toBe(false);
  });

  it('uses a fresh salt per code, so equal codes hash differently', async () => {
    const { db } = await testServer();
    const salts = await db.rows<{ salt: string }>('select salt from otp_codes');
    expect(new Set(salts.map((r) => r.salt)).size).toBe(salts.length);
  });
});

describe('POST /signup/validate/otp', () => {
  it('logs a new person in: creates a user with a random id and returns a fresh device token', async () => {
    const phone = uniquePhone();
    const token = await guestToken();
    await api('POST', '/signup', { body: { mobileNumber: phone, deviceToken: token }, token, ip: uniqueIp() });
    const { otp } = (await outboxFor(phone))[0]!;
    const res = await validate({ mobileNumber: phone }, otp, token);
    expect(res.status).toBe(200);
    const ok = validateOtpSuccess.parse(res.body);
    expect(ok.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.response.userId).toBe(ok.userId);
    expect(ok.response.token).toMatch(/^[0-9a-f]{32}$/);
    expect(ok.response.token).not.toBe(token);
    const { db } = await testServer();
    const users = await db.rows<{ id: string; mobile_number: string }>('select id, mobile_number from users where id = $1', [ok.userId]);
    expect(users).toEqual([{ id: ok.userId, mobile_number: `+91${phone}` }]);
  });

  it('finds the same user on a later login, and gives different people unrelated ids', async () => {
    const phone = uniquePhone();
    const first = await loginAs(phone);
    (await testServer()).clock.advance(61_000);
    const again = await loginAs(phone);
    expect(again.userId).toBe(first.userId);
    expect(again.token).not.toBe(first.token);
    const other = await loginAs(uniqueEmail());
    expect(other.userId).not.toBe(first.userId);
  });

  it('logs in by e-mail whatever the case the address is typed in', async () => {
    const email = uniqueEmail();
    await send({ emailId: email });
    const { otp } = (await outboxFor(email))[0]!;
    const res = await validate({ emailId: email.toUpperCase() }, otp);
    expect(res.status).toBe(200);
    const { db } = await testServer();
    const [user] = await db.rows<{ email_id: string }>('select email_id from users where id = $1', [res.body.userId]);
    expect(user!.email_id).toBe(email);
  });

  it('rejects a malformed code with the spec message', async () => {
    for (const otp of ['12345', '1234567', '12a456', '']) {
      const res = await validate({ mobileNumber: uniquePhone() }, otp);
      expect(res.status).toBe(400);
      expect(res.body.hotelFailureMsg).toBe('body.otp: Please enter a valid 6-digit OTP');
    }
  });

  it('answers a wrong code with FAILURE and the spec message, and still accepts the right one', async () => {
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const { otp } = (await outboxFor(phone))[0]!;
    const wrong = await validate({ mobileNumber: phone }, wrongOf(otp));
    expect(wrong.status).toBe(400);
    expect(failureEnvelope.parse(wrong.body).hotelFailureMsg).toBe('Wrong OTP, please enter again.');
    expect((await validate({ mobileNumber: phone }, otp)).status).toBe(200);
  });

  it('is single use', async () => {
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const { otp } = (await outboxFor(phone))[0]!;
    const first = await validate({ mobileNumber: phone }, otp);
    expect(first.status).toBe(200);
    // Entered again with the device token that asked for it (whose guest session the login
    // ended), it is used; with the new token, it is not that token's code at all.
    const again = await validate({ mobileNumber: phone }, otp, askedFrom.get(`+91${phone}`)!);
    expect(again.status).toBe(400);
    expect(again.body.hotelFailureMsg).toBe(otpMessages.used);
    const fromNewToken = await validate({ mobileNumber: phone }, otp, first.body.response.token as string);
    expect(fromNewToken.status).toBe(400);
    expect(fromNewToken.body.hotelFailureMsg).toBe(otpMessages.none);
  });

  it('accepts exactly one of two racing uses of the same code', async () => {
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const { otp } = (await outboxFor(phone))[0]!;
    const results = await Promise.all([1, 2, 3].map(() => validate({ mobileNumber: phone }, otp)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('invalidates the code after 5 wrong tries, even for the right code', async () => {
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const { otp } = (await outboxFor(phone))[0]!;
    for (let i = 1; i <= MAX_OTP_ATTEMPTS; i++) {
      const res = await validate({ mobileNumber: phone }, wrongOf(otp));
      expect(res.status).toBe(400);
      expect(res.body.hotelFailureMsg).toBe(i < MAX_OTP_ATTEMPTS ? otpMessages.wrong : otpMessages.lastWrong);
    }
    const right = await validate({ mobileNumber: phone }, otp);
    expect(right.status).toBe(400);
    expect(right.body.hotelFailureMsg).toBe(otpMessages.locked);
    const { db } = await testServer();
    expect((await db.rows<{ n: number }>('select count(*)::int as n from users where mobile_number = $1', [phone]))[0]!.n).toBe(0);
  });

  it('counts racing wrong guesses exactly', async () => {
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const { otp } = (await outboxFor(phone))[0]!;
    await Promise.all(Array.from({ length: 8 }, () => validate({ mobileNumber: phone }, wrongOf(otp))));
    const { db } = await testServer();
    const [row] = await db.rows<{ attempts: number }>('select attempts from otp_codes where destination = $1', [`+91${phone}`]);
    expect(row!.attempts).toBe(MAX_OTP_ATTEMPTS);
    expect((await validate({ mobileNumber: phone }, otp)).body.hotelFailureMsg).toBe(otpMessages.locked);
  });

  it('is valid for 5 minutes, and says so when it has expired', async () => {
    const { clock } = await testServer();
    const early = uniquePhone();
    const late = uniquePhone();
    await send({ mobileNumber: early });
    await send({ mobileNumber: late });
    clock.advance(299_000);
    expect((await validate({ mobileNumber: early }, (await outboxFor(early))[0]!.otp)).status).toBe(200);
    clock.advance(2_000);
    const expired = await validate({ mobileNumber: late }, (await outboxFor(late))[0]!.otp);
    expect(expired.status).toBe(400);
    expect(expired.body.hotelFailureMsg).toBe(otpMessages.expired);
  });

  it('a new send replaces the old code (and resets the wrong-try count)', async () => {
    const { clock } = await testServer();
    const phone = uniquePhone();
    await send({ mobileNumber: phone });
    const first = (await outboxFor(phone))[0]!.otp;
    for (let i = 0; i < MAX_OTP_ATTEMPTS; i++) await validate({ mobileNumber: phone }, wrongOf(first));
    clock.advance(61_000);
    await send({ mobileNumber: phone });
    const second = (await outboxFor(phone))[0]!.otp;
    if (first !== second) {
      const old = await validate({ mobileNumber: phone }, first);
      expect(old.status).toBe(400);
      expect(old.body.hotelFailureMsg).toBe(otpMessages.wrong);
    }
    expect((await validate({ mobileNumber: phone }, second)).status).toBe(200);
  });

  it('says when no code was requested', async () => {
    const res = await validate({ mobileNumber: uniquePhone() }, '123456');
    expect(res.status).toBe(400);
    expect(res.body.hotelFailureMsg).toBe(otpMessages.none);
  });

  it('logs the code to nothing but the delivery: the outbox lists newest first with every field', async () => {
    const phone = uniquePhone();
    const { clock } = await testServer();
    await send({ mobileNumber: phone });
    clock.advance(61_000);
    await send({ mobileNumber: phone });
    const list = await outboxFor(phone);
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]!).sort()).toEqual(['channel', 'countryCode', 'otp', 'sentAt', 'text', 'to']);
    expect(Date.parse(list[0]!.sentAt)).toBeGreaterThan(Date.parse(list[1]!.sentAt));
  });
});
