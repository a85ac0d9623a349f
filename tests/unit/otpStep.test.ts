import { describe, expect, it } from 'vitest';
import { keptOtpStep } from '../../src/model/otpStep';

const NOW = 1_767_000_000_000;
const step = JSON.stringify({ channel: 'phone', contact: '9876543210', countryIso: 'AE' });

describe('keptOtpStep (reopening the OTP modal after a reload)', () => {
  it('gives the step and its start while the code is valid', () => {
    expect(keptOtpStep(step, String(NOW - 70_000), NOW, 300)).toEqual({
      step: { channel: 'phone', contact: '9876543210', countryIso: 'AE' },
      startedAt: NOW - 70_000,
    });
    expect(keptOtpStep(step, String(NOW), NOW, 300)?.startedAt).toBe(NOW);
  });

  it('gives nothing once the code has run out, or for a start in the future', () => {
    expect(keptOtpStep(step, String(NOW - 300_000), NOW, 300)).toBeNull();
    expect(keptOtpStep(step, String(NOW + 1), NOW, 300)).toBeNull();
  });

  it.each([
    [null, String(NOW)],
    [step, null],
    ['{', String(NOW)],
    ['null', String(NOW)],
    ['"phone"', String(NOW)],
    [JSON.stringify({ channel: 'fax', contact: '1', countryIso: 'IN' }), String(NOW)],
    [JSON.stringify({ channel: 'email', contact: 42, countryIso: 'IN' }), String(NOW)],
    [JSON.stringify({ channel: 'email', contact: 'a@b.in' }), String(NOW)],
    [step, 'yesterday'],
    [step, '1.5'],
  ])('gives nothing for storage it cannot read (%s, %s)', (json, start) => {
    expect(keptOtpStep(json, start, NOW, 300)).toBeNull();
  });
});
