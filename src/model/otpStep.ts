/**
 * The OTP step kept in session storage while the OTP modal is open (the session keeps
 * `otpStartTime`; the step beside it lets a reload reopen the modal for the same contact).
 */
import type { KeptOtpStep } from '../../machines/tab.machine';

/**
 * The step to reopen after a reload, or null. Only while the code it waits for can still be
 * used (`validSeconds` after the send, the server's code lifetime), and only from well-formed
 * storage: anything else starts the login afresh.
 */
export function keptOtpStep(stepJson: string | null, startTime: string | null, now: number, validSeconds: number): KeptOtpStep | null {
  if (!stepJson || !startTime) return null;
  const startedAt = Number(startTime);
  if (!Number.isSafeInteger(startedAt) || startedAt > now || now - startedAt >= validSeconds * 1000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stepJson);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { channel, contact, countryIso } = parsed as Record<string, unknown>;
  if ((channel !== 'phone' && channel !== 'email') || typeof contact !== 'string' || typeof countryIso !== 'string') return null;
  return { step: { channel, contact, countryIso }, startedAt };
}
