import type { SnapshotFrom } from 'xstate';
import type { tabMachine } from './tab.machine';

type Snapshot = SnapshotFrom<typeof tabMachine>;

/** The login and OTP modals are open (a login flow runs). */
export const selectLoginOpen = (s: Snapshot) => s.matches({ login: 'open' });
/** The open flow's login machine, or null when no login modal is open. */
export const selectLoginActor = (s: Snapshot) => s.children.otpLogin ?? null;
/** The open flow's countdown, or null before its first code went out. */
export const selectCountdownActor = (s: Snapshot) => s.children.countdown ?? null;
/** What the open login will do once it succeeds, or null. */
export const selectPendingIntent = (s: Snapshot) => s.context.pending?.intent ?? null;
/** The tab's session, device token and idle timer: they run as long as the tab does. */
export const selectSessionActor = (s: Snapshot) => s.children.session!;
export const selectDeviceTokenActor = (s: Snapshot) => s.children.deviceToken!;
export const selectIdleSessionActor = (s: Snapshot) => s.children.idleSession!;
