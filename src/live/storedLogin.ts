/**
 * The login the browser keeps in local storage, shared by every tab: the loggedIn flag and
 * userId and the user's device token (`userToken`). A detail page opened in a new
 * tab starts with empty session storage; it finds the login here and uses the same token.
 */
import type { StoredLogin } from '../../machines/session.machine';
import { localKeys, localStore, storedLoggedIn } from '../api/storage';

const loginKeys: readonly string[] = Object.values(localKeys);

export function readStoredLogin(): StoredLogin {
  return {
    loggedIn: storedLoggedIn(),
    userId: localStore.get(localKeys.userId),
    token: localStore.get(localKeys.userToken),
  };
}

/**
 * Stores a login. The flag goes last: another tab reading storage part-way (each write is its
 * own `storage` event there) never sees a flag without the user and token it belongs to.
 */
export function writeStoredLogin(userId: string, token: string): void {
  localStore.set(localKeys.userToken, token);
  localStore.set(localKeys.userId, userId);
  localStore.set(localKeys.loggedIn, 'true');
}

/**
 * Calls `listener` with the stored login whenever another tab changes it (a login, a logout,
 * which clears local storage, or a 401 there). The browser does not tell a tab about its own
 * writes. Returns the unsubscribe function.
 */
export function onStoredLoginChanged(listener: (login: StoredLogin) => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.storageArea !== globalThis.localStorage) return;
    if (event.key !== null && !loginKeys.includes(event.key)) return;
    listener(readStoredLogin());
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
