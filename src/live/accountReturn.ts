/**
 * The tab's effects for an account page visited logged out (the `account.open` login intent,
 * tab.machine.ts): the page stays at its address while the login modal is open over it.
 */
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../app/paths';

/** The path and query the tab shows. */
const shown = () => `${window.location.pathname}${window.location.search}`;

/** Logged in: the account page asked for shows. It is usually still the address, which then renders it as is. */
export function openAccountPage(path: string): void {
  if (shown() !== path) navigate(path);
}

/**
 * The login closed without one: home, in place of the account page, so that Back does not
 * open the login again. A tab that went elsewhere meanwhile (Back while the modal was open) stays.
 */
export function leaveAccountPage(path: string): void {
  if (shown() === path) navigate(paths.home, { replace: true });
}
