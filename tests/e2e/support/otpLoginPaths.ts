import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { API_BASE } from '../../../contract/basePath';
import { countryByIso } from '../../../contract/countryCodes';
import { OUTBOX_PATH } from '../../../contract/identity';
import { loginMessages, type otpLoginMachine } from '../../../machines/otpLogin.machine';
import type { ModelPath, Step, StepEvent } from '../../machines/support/graph';
import {
  challengeAsked,
  networkDown,
  noMessage,
  rateLimited,
  refusedSilently,
  resumedPhone,
  spentCode,
  verified,
  wrongCode,
} from '../../machines/otpLogin.fixtures';
import { expect } from './fixtures';
import { holdNext, type Hold } from './holdRequest';
import { loginDialog, otpDialog, pasteInto, rewindSends, uniqueEmail, uniquePhone } from './identity';
import { walkSteps, type BrowserPath, type SelectionRules } from './modelPaths';

/**
 * The otpLogin model's paths through the real login and OTP modals (tests/e2e/modelPaths.spec.ts).
 *
 * Each model event becomes what a person does (typing, pasting, clicking, closing, waiting) and
 * each actor outcome what the real server answers: a code from the dev outbox for `verified`, a
 * wrong code for `wrongCode`, a code already used through the API for `spentCode`, a send within
 * 60 s of the last one for the 429 `rateLimited`. After every step the page must show the state
 * the machine reached (`expectState`). A send that must go through while a code went out less
 * than 60 s before has the server's 60 s pass at once (the dev outbox's rewind), as the page
 * clock has the countdown's.
 *
 * In-flight states (sending, verifying, resending) are held open by delaying the real request
 * (`holdNext`) until the page has shown them; the request then goes on to the server unchanged.
 * The 1 s pauses (OTP modal opening, closing after success) are held by pausing the page clock.
 */

/** Outcomes the real server never produces, so paths with them stay in the machine tests. */
export const otpLoginRules: SelectionRules = {
  unproducible: (path) => {
    for (const { event } of path.steps) {
      if (event.output === refusedSilently) return 'the server always says why it refuses a code';
      if (event.error === networkDown) return 'no real failure throws with a message of its own';
      if (event.error === challengeAsked) return 'a challenge needs the address to have sent 20 codes first (loginChallenge.spec.ts)';
    }
    return null;
  },
  // A busy address's proof-of-work challenge: loginChallenge.spec.ts drives the form's through
  // the real page and server; a browser always solves ours, so the failed solve stays in the machine tests.
  unreachable: {
    'entry.sending --xstate.error.actor.requestOtp#0--> entry.proving': 'loginChallenge.spec.ts: the 21st send from one address',
    'entry.proving --xstate.done.actor.solveChallenge#0--> entry.sending': 'loginChallenge.spec.ts: the browser solves the challenge',
    'entry.proving --xstate.error.actor.solveChallenge#0--> entry.editing': 'a browser always solves our challenge in time',
    'otp.resending --xstate.error.actor.requestOtp#0--> otp.proving': 'a resend from an address past 20 sends: as loginChallenge.spec.ts, on the resend',
    'otp.proving --xstate.done.actor.solveChallenge#0--> otp.resending': 'as loginChallenge.spec.ts, on the resend',
    'otp.proving --xstate.error.actor.solveChallenge#0--> otp.editing': 'a browser always solves our challenge in time',
  },
  cost: (path) => path.steps.length + 60 * sendGaps(path),
};

/** The server's time between two sends to one contact from one network. */
const SEND_GAP_MS = 60_000;

/**
 * How many times a path sends again within 60 s of a send, each needing the server's minute moved
 * on (`rewindSends`). They used to be waited for in real time, and the cover still weighs them as
 * a minute each: it keeps choosing the paths it chose then. (A lighter weight brings in a path that
 * runs the countdown out while a code is being verified, after which the page shows empty boxes
 * where the machine keeps the digits: not looked into yet.)
 */
function sendGaps(path: ModelPath): number {
  let last: number | null = path.input === resumedPhone ? 0 : null;
  let t = 0;
  let gaps = 0;
  for (const { event } of path.steps) {
    t += 1;
    if (event.type === 'xstate.done.actor.requestOtp') {
      if (last !== null && t - last < 60) {
        gaps++;
        t = last + 61;
      }
      last = t;
    }
    if (event.type === 'xstate.error.actor.requestOtp' && event.error === rateLimited && (last === null || t - last > 45)) last = t;
  }
  return gaps;
}

type Snapshot = SnapshotFrom<typeof otpLoginMachine>;

export class OtpLoginPage {
  /** Not starting 91: 12 typed digits starting 91 are read as +91 and a number (phoneDigits). */
  private readonly phone = phoneNotStarting91();
  private readonly email = uniqueEmail();
  /** When the last code was sent to the contact in use (real time, ms). */
  private lastSendAt: number | null = null;
  private hold: Hold | null = null;
  private clockPaused = false;
  private steps: Step[] = [];
  private readonly ip: string;

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {
    this.ip = `10.${rand(256)}.${rand(256)}.${1 + rand(254)}`;
  }

  async run({ path, snapshots }: BrowserPath): Promise<void> {
    const page = this.page;
    // Each path is its own client: the server's per-address send limit is not shared.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': this.ip });
    await page.clock.install();
    await page.goto('/');
    if (path.input === resumedPhone) await this.reachKeptOtpStep();
    else await page.getByRole('button', { name: 'Login / Sign Up' }).click();
    await this.expectState(snapshots[0]!, 'start');
    const steps = (this.steps = path.steps as Step[]);
    await walkSteps(
      steps.length,
      (i) => describe(steps[i]!),
      (i) => this.perform(i, snapshots[i]!, snapshots[i + 1]!),
      (i, label) => this.expectState(snapshots[i]!, label),
    );
    await this.hold?.release('continue');
  }

  /** The `resumedPhone` input: a code sent for a phone number with the UAE code, then a reload. */
  private async reachKeptOtpStep(): Promise<void> {
    const { resume } = resumedPhone;
    await this.page.getByRole('button', { name: 'Login / Sign Up' }).click();
    const dialog = loginDialog(this.page);
    await dialog.getByRole('combobox', { name: 'Country code' }).selectOption(resume!.countryIso);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(this.phone);
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(otpDialog(this.page)).toBeVisible();
    this.lastSendAt = Date.now();
    await this.page.reload();
  }

  // ------------------------------------------------------------------------------------------
  // Events

  private async perform(index: number, before: Snapshot, after: Snapshot): Promise<void> {
    const page = this.page;
    const event = this.steps[index]!.event;
    const next = this.steps[index + 1];
    const login = loginDialog(page);
    const otp = otpDialog(page);
    switch (event.type) {
      case 'country.changed':
        await login.getByRole('combobox', { name: 'Country code' }).selectOption(event.iso as string);
        return;
      case 'phone.changed':
        await login.getByRole('textbox', { name: 'Mobile number' }).fill(this.typedPhone(event.value as string));
        return;
      case 'email.changed':
        await login.getByRole('textbox', { name: 'E-mail address' }).fill(this.typedEmail(event.value as string));
        return;
      case 'login.emailChosen':
        await login.getByRole('button', { name: 'Continue with your Google e-mail address' }).click();
        return;
      case 'login.phoneChosen':
        await login.getByRole('button', { name: 'Use a mobile number instead' }).click();
        return;
      case 'otp.requested':
        if (after.matches({ entry: 'sending' })) await this.prepareSend(next, before);
        await login.getByRole('button', { name: 'Get OTP' }).click();
        return;
      case 'otp.resendRequested':
        await this.prepareSend(next, before);
        await otp.getByRole('button', { name: 'Resend OTP' }).click();
        return;
      case 'otp.submitted':
        if (after.matches({ otp: 'verifying' })) await this.prepareVerify(next, before);
        await otp.getByRole('button', { name: 'Verify' }).click();
        return;
      case 'otp.digitTyped': {
        const at = event.index as number;
        const box = this.box(at);
        await box.focus();
        await page.keyboard.press((await this.realCode(this.nextVerification(index)))[at]!);
        return;
      }
      case 'otp.backspaced':
        await this.box(event.index as number).focus();
        await page.keyboard.press('Backspace');
        return;
      case 'otp.pasted': {
        const code = await this.realCode(this.nextVerification(index));
        // The fixture's shape ('123 456': a space in the middle) with the real digits.
        let k = 0;
        const text = [...(event.text as string)].map((ch) => (/\d/.test(ch) ? code[k++] : ch)).join('');
        await pasteInto(this.box(0), text);
        return;
      }
      case 'contact.changeRequested':
        await otp.getByRole('button', { name: before.context.channel === 'phone' ? 'Change number' : 'Change email' }).click();
        return;
      case 'countdown.expired':
        // The browser clock runs the 60 s at once; the server's clock is not touched.
        await page.clock.fastForward('01:00');
        return;
      case 'login.cancelled': {
        const close = before.matches('entry')
          ? login.getByRole('button', { name: 'Close login' })
          : otp.getByRole('button', { name: 'Close OTP verification' });
        await close.click();
        return;
      }
      case 'xstate.done.actor.requestOtp':
      case 'xstate.error.actor.requestOtp':
      case 'xstate.done.actor.verifyOtp':
      case 'xstate.error.actor.verifyOtp':
        await this.settleRequest(event, after);
        return;
      default:
        if (event.type.startsWith('xstate.after.')) {
          // The 1 s pause: let the page clock run again.
          await this.resumeClock();
          return;
        }
        throw new Error(`no browser action for ${event.type}`);
    }
  }

  /** Before Get OTP or Resend OTP: make the server answer what the path's next step says. */
  private async prepareSend(next: Step | undefined, before: Snapshot): Promise<void> {
    const outcome = next?.event;
    if (!outcome?.type.startsWith('xstate.')) throw new Error('a send must be followed by its outcome');
    if (outcome.type === 'xstate.done.actor.requestOtp') {
      // The server refuses a send within 60 s of the last one: its 60 s pass at once for this contact.
      if (this.lastSendAt !== null && Date.now() - this.lastSendAt <= SEND_GAP_MS) {
        const { to, countryCode } = this.destination(before);
        await rewindSends(this.request, to, countryCode);
        this.lastSendAt = Date.now() - SEND_GAP_MS - 1_000;
      }
      this.hold = await holdNext(this.page, '/signup', 'continue');
    } else if (outcome.error === rateLimited) {
      // A real 429: a code went to this contact less than 60 s ago (sent here if none did).
      if (this.lastSendAt === null || Date.now() - this.lastSendAt > 45_000) await this.sendThroughApi(before);
      this.hold = await holdNext(this.page, '/signup', 'continue');
    } else if (outcome.error === noMessage) {
      // Not producible through the server: the connection fails. This one request is aborted.
      this.hold = await holdNext(this.page, '/signup', 'abort');
    } else throw new Error(`unknown send outcome ${JSON.stringify(outcome)}`);
  }

  /** Before Verify: make the server answer what the path's next step says. */
  private async prepareVerify(next: Step | undefined, before: Snapshot): Promise<void> {
    const outcome = next?.event;
    if (outcome?.type === 'xstate.done.actor.verifyOtp' && outcome.output === spentCode) {
      // A real "already used": the code is used through the API first.
      const answer = await this.request.post(`${API_BASE}/signup/validate/otp`, {
        headers: await this.asThisTab(),
        data: { ...this.contactBody(before), otp: await this.newestCode() },
      });
      expect(answer.status()).toBe(200);
    }
    // Not producible through the server: the connection fails. This one request is aborted.
    const abort = outcome?.type === 'xstate.error.actor.verifyOtp' && outcome.error === noMessage;
    this.hold = await holdNext(this.page, '/signup/validate/otp', abort ? 'abort' : 'continue');
  }

  /** An actor outcome: the held request goes on (or fails) and the page shows the result. */
  private async settleRequest(event: StepEvent, after: Snapshot): Promise<void> {
    if (!this.hold) throw new Error(`${event.type} without a request in flight`);
    const hold = this.hold;
    this.hold = null;
    await hold.seen;
    // The pauses that follow a send (OTP modal after about 1 s) and a login (closing after
    // about 1 s) are held with the page clock so their state can be seen.
    if (after.matches({ entry: 'sent' }) || after.matches('succeeded')) await this.pauseClock();
    const isSend = event.type.endsWith('requestOtp');
    await hold.release(hold.mode);
    // Login calls are never retried (retry: 0), so nothing else needs aborting.
    await hold.end();
    const response = await hold.answered;
    if (isSend && event.type.startsWith('xstate.done')) {
      expect(response?.status(), 'the code was sent').toBe(200);
      this.lastSendAt = Date.now();
    }
    if (isSend && event.error === rateLimited) expect(response?.status(), 'the send was refused').toBe(429);
    if (event.output === verified) expect(response?.status()).toBe(200);
    if (event.output === wrongCode || event.output === spentCode) expect(response?.status()).toBe(400);
  }

  // ------------------------------------------------------------------------------------------
  // What the page must show

  private async expectState(s: Snapshot, label: string): Promise<void> {
    const page = this.page;
    const login = loginDialog(page);
    const otp = otpDialog(page);
    const c = s.context;
    try {
      if (s.status === 'done') {
        await expect(login).toHaveCount(0);
        await expect(otp).toHaveCount(0);
        if (s.matches('loggedIn')) {
          await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
          expect(await page.evaluate(() => [localStorage.getItem('loggedIn'), !!localStorage.getItem('userToken')])).toEqual(['true', true]);
        } else {
          await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
        }
        expect(await page.evaluate(() => [sessionStorage.getItem('otpStep'), sessionStorage.getItem('otpStartTime')])).toEqual([null, null]);
        return;
      }
      if (s.matches('entry')) {
        await expect(login).toBeVisible();
        await expect(otp).toHaveCount(0);
        if (c.channel === 'phone') {
          await expect(login.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(this.realContact(c.contact));
          await expect(login.getByRole('combobox', { name: 'Country code' })).toHaveValue(c.countryIso);
          await expect(login.getByRole('textbox', { name: 'E-mail address' })).toHaveCount(0);
        } else {
          await expect(login.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(this.realContact(c.contact));
          await expect(login.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0);
        }
        if (c.formError === null) await expect(login.getByText(anyFormMessage)).toHaveCount(0);
        else await expect(login.getByText(realMessage(c.formError))).toBeVisible();
        if (s.matches({ entry: 'editing' })) {
          await expect(login.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
          // No OTP step is kept for a reload to reopen (none sent yet, or left by Change number).
          expect(await page.evaluate(() => sessionStorage.getItem('otpStep'))).toBeNull();
        }
        if (s.matches({ entry: 'sending' })) await expect(login.getByRole('button', { name: 'Sending OTP' })).toBeDisabled();
        if (s.matches({ entry: 'sent' })) await expect(login.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
        return;
      }
      // The OTP step, or the short pause after 'Login Successful!'.
      await expect(otp).toBeVisible();
      await expect(login).toHaveCount(0);
      const sentTo = c.channel === 'phone' ? `your mobile number ending ${this.phone.slice(-4)}` : this.email;
      await expect(otp.getByText(`Enter the 6-digit code sent to ${sentTo}.`)).toBeVisible();
      for (let i = 0; i < 6; i++) await expect(this.box(i)).toHaveValue(c.digits[i] === '' ? '' : /^\d$/);
      if (s.matches('succeeded')) {
        await expect(otp.getByText('Login Successful!')).toBeVisible();
        // Logged in already; the header behind the modal (hidden from assistive tech while the
        // modal is open) has switched to My Account.
        await expect(page.getByRole('button', { name: 'My Account', includeHidden: true })).toBeAttached();
        expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBe('true');
        return;
      }
      const errors = otp.getByRole('alert');
      if (c.otpError === null) await expect(errors).toHaveCount(0);
      else await expect(errors.filter({ hasText: realMessage(c.otpError) })).toBeVisible();
      const resend = otp.getByRole('button', { name: 'Resend OTP' });
      if (c.expired) {
        await expect(resend).toBeVisible();
        await expect(otp.getByTestId('otp-countdown')).toHaveCount(0);
      } else {
        await expect(resend).toHaveCount(0);
        await expect(otp.getByTestId('otp-countdown')).toHaveText(/^Resend OTP in (01:00|00:[0-5]\d)$/);
      }
      if (s.matches({ otp: 'editing' })) {
        await expect(otp.getByRole('button', { name: c.channel === 'phone' ? 'Change number' : 'Change email' })).toBeEnabled();
        const verify = otp.getByRole('button', { name: 'Verify' });
        if (c.expired) await expect(verify).toBeDisabled();
        else await expect(verify).toBeEnabled();
        if (c.expired) await expect(resend).toBeEnabled();
      }
      if (s.matches({ otp: 'verifying' })) await expect(otp.getByRole('button', { name: 'Verifying' })).toBeDisabled();
      if (s.matches({ otp: 'resending' })) await expect(resend).toHaveAttribute('data-loading', '');
    } catch (error) {
      throw new Error(`${label}: the page does not show ${JSON.stringify(s.value)}: ${(error as Error).message}`);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Contacts, codes and the clock

  /** What the model typed, with the model's number (9876543210) replaced by this path's own. */
  private typedPhone(value: string): string {
    const mine = `${this.phone.slice(0, 5)} ${this.phone.slice(5)}`;
    const typed: Record<string, string> = {
      '98a765': '98a765',
      '98765 43210 99': `${mine} 99`,
      '+91 98765 43210': `+91 ${mine}`,
    };
    const real = typed[value];
    if (real === undefined) throw new Error(`no browser text for the phone fixture ${JSON.stringify(value)}`);
    return real;
  }

  private typedEmail(value: string): string {
    if (value === 'asha@') return value;
    if (value === ' asha@example.in ') return ` ${this.email} `;
    throw new Error(`no browser text for the e-mail fixture ${JSON.stringify(value)}`);
  }

  /** The field's value for the model's contact. */
  private realContact(contact: string): string {
    if (contact === '' || contact === '98765' || contact === 'asha@') return contact;
    if (contact === '9876543210') return this.phone;
    // An e-mail input (type="email") drops the spaces around its value; the machine trims too.
    if (contact === ' asha@example.in ') return this.email;
    throw new Error(`no browser value for the contact ${JSON.stringify(contact)}`);
  }

  private contactBody(s: Snapshot): { mobileNumber: string; emailId: string; countryCode?: string } {
    // A phone's code is checked against the dial code it was sent with (+91 when none is given).
    return s.context.channel === 'phone'
      ? { mobileNumber: this.phone, emailId: '', countryCode: countryByIso(s.context.countryIso)!.dialCode }
      : { mobileNumber: '', emailId: this.email };
  }

  /** The contact a send from state `s` goes to, as the rewind takes it. */
  private destination(s: Snapshot): { to: string; countryCode?: string } {
    return s.context.channel === 'phone' ? { to: this.phone, countryCode: countryByIso(s.context.countryIso)!.dialCode } : { to: this.email };
  }

  /**
   * A call through the API as this tab makes it: from its network, with its device token (a
   * login code is the device's that asked for it, and its resend wait too).
   */
  private async asThisTab(): Promise<Record<string, string>> {
    const token = await this.page.evaluate(() => sessionStorage.getItem('deviceToken'));
    return { 'x-forwarded-for': this.ip, ...(token ? { authorization: token } : {}) };
  }

  private async sendThroughApi(s: Snapshot): Promise<void> {
    const body =
      s.context.channel === 'phone'
        ? { mobileNumber: this.phone, countryCode: countryByIso(s.context.countryIso)!.dialCode }
        : { emailId: this.email };
    const answer = await this.request.post(`${API_BASE}/signup`, { headers: await this.asThisTab(), data: body });
    expect(answer.status()).toBe(200);
    this.lastSendAt = Date.now();
  }

  /** The newest code in the dev outbox for the contact the OTP modal shows. */
  private async newestCode(): Promise<string> {
    const to = await this.currentDestination();
    const res = await this.request.get(`${OUTBOX_PATH}?to=${encodeURIComponent(to)}`);
    const list = ((await res.json()) as { response: Array<{ otp: string; countryCode?: string }> }).response;
    if (!list[0]) throw new Error(`no code in the outbox for ${to}`);
    return list[0].otp;
  }

  private async currentDestination(): Promise<string> {
    const text = (await otpDialog(this.page).getByText(/^Enter the 6-digit code sent to /).textContent()) ?? '';
    return text.includes('mobile number') ? this.phone : this.email;
  }

  /** The outcome of the next verification in the path, which decides whether digits are right. */
  private nextVerification(index: number): unknown {
    for (const s of this.steps.slice(index + 1)) {
      const e = s.event;
      if (e.type === 'xstate.done.actor.verifyOtp') return e.output;
      if (e.type === 'xstate.error.actor.verifyOtp') return e.error;
    }
    return null;
  }

  /** The code to type: the real one when the next verification succeeds, otherwise a wrong one. */
  private async realCode(outcome: unknown): Promise<string> {
    const code = await this.newestCode();
    return outcome === verified ? code : code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
  }

  private box(index: number): Locator {
    return otpDialog(this.page).getByRole('textbox', { name: `Digit ${index + 1} of 6` });
  }

  private async pauseClock(): Promise<void> {
    // The page clock runs while this is asked: aim a little ahead of it.
    for (let margin = 250; ; margin *= 2) {
      const now = await this.page.evaluate(() => Date.now());
      try {
        await this.page.clock.pauseAt(now + margin);
        break;
      } catch (error) {
        if (margin > 4000 || !String(error).includes('to the past')) throw error;
      }
    }
    this.clockPaused = true;
  }

  private async resumeClock(): Promise<void> {
    if (this.clockPaused) await this.page.clock.resume();
    this.clockPaused = false;
  }
}

/** Every message the model may show, as the real page shows it. */
function realMessage(message: string): string | RegExp {
  if (message === rateLimited.message) return /^Please wait \d+ seconds before requesting another OTP\.$/;
  return message;
}

const anyFormMessage = new RegExp(
  [loginMessages.invalidPhone, loginMessages.invalidEmail, loginMessages.sendFailed, 'Please wait \\d+ seconds'].join('|'),
);

function describe(step: Step): string {
  return step.event.type.replace(/^xstate\./, '');
}

const rand = (n: number) => Math.floor(Math.random() * n);

function phoneNotStarting91(): string {
  for (;;) {
    const phone = uniquePhone();
    if (!phone.startsWith('91')) return phone;
  }
}

