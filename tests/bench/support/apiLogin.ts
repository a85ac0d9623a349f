/**
 * A traveller logged in through the real API, as the e2e helper `loginThroughApi` does it: a guest
 * token, a code sent to a new mobile number, read back from the server's dev outbox
 * (`OTP_DELIVERY=outbox`, which `startServer` sets), and verified. What the web app keeps in local
 * storage after a login comes back, for the bench to put in the browser before a logged-in page.
 */
import { API_BASE } from '../../../contract/basePath';
import { OUTBOX_PATH } from '../../../contract/identity';
import { localKeys } from '../../../src/api/storage';

export interface Login {
  userId: string;
  token: string;
}

async function call<T>(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'correlation-id': String(Date.now()), ...(init.token ? { authorization: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The newest code the outbox holds for `phone`, waiting up to 10 s for it to arrive. */
async function codeFor(base: string, phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const sent = await call<{ response: Array<{ otp: string }> }>(base, `${OUTBOX_PATH}?to=${phone}`);
    if (sent.response[0]) return sent.response[0].otp;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${phone} in the dev outbox (is the server's OTP_DELIVERY outbox?)`);
}

export async function logInThroughApi(base: string): Promise<Login> {
  const guest = await call<{ response: { token: string } }>(base, `${API_BASE}/guest`);
  // A mobile number of its own for each run (starts with 6-9, as an Indian mobile does).
  const phone = `9${String(Date.now()).slice(-9)}`;
  await call(base, `${API_BASE}/signup`, { method: 'POST', token: guest.response.token, body: { mobileNumber: phone } });
  const otp = await codeFor(base, phone);
  const verified = await call<{ userId: string; response: { token: string } }>(base, `${API_BASE}/signup/validate/otp`, {
    method: 'POST',
    token: guest.response.token,
    body: { mobileNumber: phone, emailId: '', otp },
  });
  return { userId: verified.userId, token: verified.response.token };
}

/** The local storage a login leaves in the web app. */
export const loginStorage = (login: Login): Record<string, string> => ({
  [localKeys.loggedIn]: 'true',
  [localKeys.userId]: login.userId,
  [localKeys.userToken]: login.token,
});
