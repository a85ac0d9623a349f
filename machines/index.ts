import type { AnyStateMachine } from 'xstate';
import { countdownMachine } from './countdown.machine';
import { deviceTokenMachine } from './deviceToken.machine';
import { idleSessionMachine } from './idleSession.machine';
import { otpLoginMachine } from './otpLogin.machine';
import { sessionMachine } from './session.machine';
import { wishlistMachine } from './wishlist.machine';

/** Every machine of the product, by name: the report, the diagrams and the inspector read this list. */
export const machines: Record<string, { machine: AnyStateMachine; summary: string }> = {
  deviceToken: {
    machine: deviceTokenMachine,
    summary: 'Guest device token: fetched at startup when none is stored, retried, replaced when rejected.',
  },
  session: {
    machine: sessionMachine,
    summary: 'Guest or logged-in user: login stored, logout (server call, storage cleared, home), 401 back to guest with login offered.',
  },
  otpLogin: {
    machine: otpLoginMachine,
    summary: 'OTP login: phone or e-mail, Get OTP, six-box code, verify (Verify off once the countdown runs out), resend, every toast.',
  },
  countdown: {
    machine: countdownMachine,
    summary: 'OTP countdown: 60 s from the stored start time (survives a reload), ticking each second, restarted by a resend.',
  },
  wishlist: {
    machine: wishlistMachine,
    summary: 'One wishlist heart: optimistic toggle reverted on failure, logged-out click opens login and adds after it.',
  },
  idleSession: {
    machine: idleSessionMachine,
    summary: 'Idle session: 5 minutes without activity clears session storage and shows the expiry overlay.',
  },
};
