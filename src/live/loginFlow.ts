/**
 * The login and OTP modals' view of the login flow the tab runs (tab.machine.ts; loginEffects.ts
 * has its effects), and the ways to ask for a login.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../machines/countdown.machine';
import type { otpLoginMachine } from '../../machines/otpLogin.machine';
import type { LoginIntent, LoginRequester } from '../../machines/tab.machine';
import { selectCountdownActor, selectLoginActor } from '../../machines/tab.selectors';
import { tabActor } from './tab';

export type LiveLoginActor = ActorRefFrom<typeof otpLoginMachine>;
export type LiveCountdownActor = ActorRefFrom<typeof countdownMachine>;

/** The open login flow: the login actor and, once a code was sent, its countdown. */
export interface LoginFlow {
  /** Changes with each flow (the modals start afresh). */
  id: string;
  login: LiveLoginActor;
  countdown: LiveCountdownActor | null;
}

/** The open login flow, or null: the login and OTP modals render from it. */
export function useLoginFlow(): LoginFlow | null {
  const tab = tabActor();
  const login = useSelector(tab, selectLoginActor);
  const countdown = useSelector(tab, selectCountdownActor);
  return useMemo(() => (login ? { id: login.sessionId, login, countdown } : null), [login, countdown]);
}

/** Opens the login modal, or keeps the open one (a logged-in user gets none). */
export function openLogin(): void {
  tabActor().send({ type: 'login.requested' });
}

/**
 * Asks for a login on behalf of `replyTo` (a wishlist heart's actor): the tab answers it with
 * `login.succeeded` and this intent once the user is logged in (at once when already so), or
 * with `login.cancelled` when the modal closes without a login.
 */
export function requestLogin(intent: LoginIntent, replyTo: LoginRequester): void {
  tabActor().send({ type: 'login.requested', intent, replyTo });
}

/**
 * An account page seen logged out (a visit, or a session that ran out there): the login opens,
 * and the tab shows `path` (path and query) after it, or goes home when it closes without one.
 */
export function loginForAccountPage(path: string): void {
  tabActor().send({ type: 'login.requested', intent: { type: 'account.open', path } });
}

const loginDialog = { openLogin } as const;

/** `openLogin()`: open the login modal from anywhere (stable object). */
export function useLoginDialog(): { openLogin: () => void } {
  return loginDialog;
}
