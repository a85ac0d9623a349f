import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { isResumable, loginMessages, otpLoginMachine, type OtpRequest } from '../../machines/otpLogin.machine';
import { selectContact, selectCountryIso, selectFormError, selectLoginModalOpen, selectOtpModalOpen, selectSending } from '../../machines/otpLogin.selectors';
import { describeModel } from './support/describeModel';
import { otpLoginModel } from './otpLogin.model';
import { resumedPhone, unusableStep } from './otpLogin.fixtures';

describeModel('otpLogin', otpLoginModel);

describe('otpLogin reopened after a reload', () => {
  it('reopens only a step it can use: a known channel, a valid contact, a listed country', () => {
    expect(isResumable(resumedPhone.resume)).toBe(true);
    expect(isResumable({ channel: 'email', contact: ' asha@example.in ', countryIso: 'IN' })).toBe(true);
    expect(isResumable(unusableStep.resume)).toBe(false);
    expect(isResumable({ channel: 'phone', contact: '9876543210', countryIso: 'XX' })).toBe(false);
    expect(isResumable({ channel: 'fax' as 'phone', contact: '9876543210', countryIso: 'IN' })).toBe(false);
    expect(isResumable(null)).toBe(false);
  });

  it('a step it cannot use opens the login form, empty, with the default country', () => {
    const actor = createActor(otpLoginMachine, { input: unusableStep }).start();
    const s = actor.getSnapshot();
    expect(selectLoginModalOpen(s)).toBe(true);
    expect(selectOtpModalOpen(s)).toBe(false);
    expect(selectContact(s)).toBe('');
    expect(selectCountryIso(s)).toBe('IN');
    actor.stop();
  });
});

describe('otpLogin: an Indian mobile number starts with 6, 7, 8 or 9', () => {
  /** A fresh login whose sends are recorded (and never answered). */
  const login = () => {
    const sent: OtpRequest[] = [];
    const machine = otpLoginMachine.provide({
      actors: { requestOtp: fromPromise<unknown, OtpRequest>(({ input }) => (sent.push(input), new Promise(() => {}))) },
    });
    return { actor: createActor(machine, { input: {} }).start(), sent };
  };

  it.each(['0123456789', '1987654321', '5987654321'])('refuses %s for +91 with the phone message, sending nothing', (number) => {
    const { actor, sent } = login();
    actor.send({ type: 'phone.changed', value: number });
    expect(selectContact(actor.getSnapshot())).toBe(number);
    actor.send({ type: 'otp.requested' });
    expect(selectSending(actor.getSnapshot())).toBe(false);
    expect(selectFormError(actor.getSnapshot())).toBe(loginMessages.invalidPhone);
    expect(sent).toEqual([]);
    actor.stop();
  });

  it.each(['6000000000', '7987654321', '8987654321', '9876543210'])('sends for %s with +91', (number) => {
    const { actor, sent } = login();
    actor.send({ type: 'phone.changed', value: number });
    actor.send({ type: 'otp.requested' });
    expect(selectSending(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([{ channel: 'phone', contact: number, countryCode: '+91' }]);
    actor.stop();
  });

  it("keeps other countries' rule: 10 digits, whatever the first", () => {
    const { actor, sent } = login();
    actor.send({ type: 'country.changed', iso: 'AE' });
    actor.send({ type: 'phone.changed', value: '0123456789' });
    actor.send({ type: 'otp.requested' });
    expect(sent).toEqual([{ channel: 'phone', contact: '0123456789', countryCode: '+971' }]);
    actor.stop();
  });

  it('reopens a kept step only if its number fits its country', () => {
    expect(isResumable({ channel: 'phone', contact: '0123456789', countryIso: 'IN' })).toBe(false);
    expect(isResumable({ channel: 'phone', contact: '0123456789', countryIso: 'AE' })).toBe(true);
  });
});
