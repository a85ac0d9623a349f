import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isResumable, otpLoginMachine } from '../../machines/otpLogin.machine';
import { selectContact, selectCountryIso, selectLoginModalOpen, selectOtpModalOpen } from '../../machines/otpLogin.selectors';
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
