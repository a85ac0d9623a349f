import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FailureCode } from '../../../contract/failureCodes';
import { apiCalls, type ApiCall } from '../../../contract/requests';
import { PARTNER_BASE } from '../../../contract/partner';
import { checkoutRequest, failRequest, SANDBOX_PREFIX } from '../../../server/adapters/payments/sandbox/routes';
import { partnerKeys } from '../../../server/modules/partner/keys';
import { registeredRoutes } from '../authorization/registeredRoutes';
import { guestToken, loginAs, testServer, uniqueIp, type TestServer } from '../support/testApp';
import { casesFor, type FuzzCase } from './cases';
import { byDesign, stopWatching, takeChanges, watchChanges } from './changes';

/**
 * Hostile input to every API call, generated from the request schemas of
 * contract/requests.ts, so a new route is covered once it joins that table (and this suite fails
 * until it does). Each case must get an answer within the time limit, never a 5xx, always the
 * envelope with the correlation id and the security headers, and a refused one (4xx) must change
 * no row of any table, beyond what a refusal changes by design (changes.ts `byDesign`).
 */
const HANG_MS = 10_000;
const KNOWN_CODES = new Map<number, number>(Object.values(FailureCode).map((f) => [f.code, f.status]));

let server: TestServer;
let owner: { token: string; userId: string };
let catalogue: { hotelId: string; hotelCode: string; cityId: number };
/** Partner keys for the catalogue's hotel, a fresh one every PARTNER_CASES_PER_KEY cases (each key has a rate of its own: partner/partnerAuth.ts). */
const PARTNER_CASES_PER_KEY = 20;
const partnerKeysMade = new Map<string, string>();
const counts: Array<[string, number, number]> = [];

beforeAll(async () => {
  server = await testServer();
  owner = await loginAs();
  const [hotel] = await server.db.rows<{ id: string; code: string; city: number }>('select id::text as id, code, city_id as city from hotels order by id limit 1');
  catalogue = { hotelId: hotel!.id, hotelCode: hotel!.code, cityId: Number(hotel!.city) };
  await watchChanges(server.db);
});
afterAll(async () => {
  await stopWatching(server.db);
  console.log(`fuzz cases per route:\n${counts.map(([route, n, status]) => `  ${String(n).padStart(5)}  ${route} (valid sample: ${status})`).join('\n')}\n  ${String(counts.reduce((t, [, n]) => t + n, 0)).padStart(5)}  in all`);
});

/** Writes what the server keeps to write later (session touches, stored searches), so each case sees only its own changes. */
async function settle(): Promise<void> {
  await server.app.sessions.flush();
  await server.app.catalogue.store.flush();
}

/**
 * The provider's webhook must be signed to be read: the case's body is signed with the sandbox's
 * secret. A partner call carries a partner key instead of the traveller's token (its cases that
 * make the authorization hostile keep theirs).
 */
async function signed(call: ApiCall, c: FuzzCase, n: number): Promise<Record<string, string>> {
  if (call.url.startsWith(PARTNER_BASE)) {
    if (c.headers.authorization !== owner.token) return c.headers;
    const k = `${call.method} ${call.url} ${Math.floor(n / PARTNER_CASES_PER_KEY)}`;
    if (!partnerKeysMade.has(k)) partnerKeysMade.set(k, (await partnerKeys(server.db).create('Fuzz', [catalogue.hotelCode])).key);
    return { ...c.headers, authorization: `Bearer ${partnerKeysMade.get(k)}` };
  }
  if (!call.url.endsWith('/razorpay/webhook')) return c.headers;
  const secret = server.app.paymentSandbox!.webhookSecret;
  return { ...c.headers, 'x-razorpay-signature': createHmac('sha256', secret).update(c.payload ?? '').digest('hex'), 'x-razorpay-event-id': `evt_fuzz${Date.now()}${n}` };
}

/**
 * The local payment sandbox's checkout calls, which a browser makes (and production serves with
 * PAYMENTS=sandbox): they answer as Razorpay does, not in the envelope, so only what every answer
 * owes is checked of them (no 5xx, in time, JSON, the headers, a refusal changing nothing).
 */
const sandboxCalls: readonly ApiCall[] = [
  { method: 'POST', url: `${SANDBOX_PREFIX}/checkout/pay`, body: checkoutRequest },
  { method: 'POST', url: `${SANDBOX_PREFIX}/checkout/fail`, body: failRequest },
];
const isSandbox = (call: ApiCall) => call.url.startsWith(SANDBOX_PREFIX);

/** What is wrong with the answer to one case, or null. */
async function check(call: ApiCall, c: FuzzCase, n: number, status: (code: number) => void): Promise<string | null> {
  const headers = await signed(call, c, n);
  await settle();
  await takeChanges(server.db);
  const started = Date.now();
  const answer = await Promise.race([
    server.app.inject({
      method: c.method,
      url: c.url,
      headers,
      // Each case from an address of its own (the per-address limits would refuse the rest); the
      // dev routes answer only this machine.
      remoteAddress: call.url.startsWith('/api/dev/') ? '127.0.0.1' : uniqueIp(),
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    }),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), HANG_MS).unref()),
  ]);
  if (!answer) return `no answer within ${HANG_MS} ms`;
  const took = Date.now() - started;
  status(answer.statusCode);
  if (answer.statusCode >= 500) return `${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (c.refusedAt && (answer.statusCode !== 400 || !answer.body.includes(`"hotelFailureMsg":"${c.refusedAt}: `))) {
    return `${answer.statusCode}, not a 400 naming ${c.refusedAt}: ${answer.body.slice(0, 200)}`;
  }
  let body: { hotelStatus?: unknown; hotelFailureMsg?: unknown; hotelFailureCode?: unknown } | null;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${answer.statusCode}, not JSON: ${answer.body.slice(0, 200)}`;
  }
  if (isSandbox(call)) {
    // Razorpay's own shapes: a refusal is `{ error: { code, description, field } }` (or the
    // envelope, when the one request-validation layer refused it before the sandbox saw it).
  } else if (body?.hotelStatus === 'FAILURE') {
    if (typeof body.hotelFailureMsg !== 'string' || !body.hotelFailureMsg) return `a failure without a message: ${answer.body.slice(0, 200)}`;
    if (KNOWN_CODES.get(Number(body.hotelFailureCode)) !== answer.statusCode) return `${answer.statusCode} with failure code ${body.hotelFailureCode}`;
  } else if (body?.hotelStatus !== 'SUCCESS' && !(call.document && answer.statusCode === 200)) return `${answer.statusCode}, not the envelope: ${answer.body.slice(0, 200)}`;
  if (!answer.headers['correlation-id']) return 'no correlation-id';
  if (!String(answer.headers['content-security-policy']).includes("default-src 'self'") || answer.headers['x-content-type-options'] !== 'nosniff') return 'no security headers';
  await settle();
  const changed = (await takeChanges(server.db)).filter((change) => !byDesign(change));
  if (answer.statusCode >= 400 && changed.length) {
    return `${answer.statusCode} but changed ${changed.map((ch) => `${ch.op} ${ch.tbl}`).join(', ')} (${body?.hotelFailureMsg})`;
  }
  if (took > HANG_MS / 2) return `answered after ${took} ms`;
  return null;
}

describe('fuzz: hostile input to every API route', () => {
  it('covers every API route the app registers, each with its request schemas', async () => {
    const registered = registeredRoutes(server.app)
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.startsWith('HEAD '));
    const table = apiCalls.map((c) => `${c.method} ${c.url}`);
    expect(registered.filter((r) => !table.includes(r)), 'API routes without request schemas: add them to contract/requests.ts').toEqual([]);
    expect(table.filter((r) => !registered.includes(r)), 'contract/requests.ts names routes the app does not have').toEqual([]);
  });

  /** Case `i` of `call` made for a traveller who has just logged in. */
  const ownCaller = async (call: ApiCall, i: number) => {
    const traveller = await loginAs();
    return casesFor(call, { token: traveller.token, userId: traveller.userId, ...catalogue })[i]!;
  };

  for (const listed of [...apiCalls, ...sandboxCalls]) {
    it(`${listed.method} ${listed.url}`, async () => {
      // The sandbox's calls carry its key, so that its cases reach past the key check.
      const call = isSandbox(listed) && listed.body instanceof z.ZodObject ? { ...listed, body: listed.body.extend({ key: z.literal(server.app.paymentSandbox!.keyId) }) } : listed;
      const token = call.url.endsWith('/logout') ? null : owner.token;
      const cases = casesFor(call, { token: token ?? 'placeholder', userId: owner.userId, ...catalogue });
      const problems: string[] = [];
      let n = 0;
      let sampleStatus = 0;
      // Deleting the account ends the caller: each of its cases comes from a traveller of its own.
      const deletes = call.url.endsWith('/account-deletion/delete');
      for (let i = 0; i < cases.length; i++) {
        const c = deletes ? await ownCaller(call, i) : cases[i]!;
        // Logging out ends the caller's session: each of its cases has a guest session of its own.
        if (!token && c.headers.authorization === 'placeholder') c.headers.authorization = await guestToken();
        const problem = await check(call, c, n++, (status) => (sampleStatus ||= status));
        if (problem) problems.push(`${c.name}: ${problem}`);
      }
      counts.push([`${call.method} ${call.url}`, cases.length, sampleStatus]);
      expect(problems, `${problems.length} of ${cases.length} cases`).toEqual([]);
    }, 600_000);
  }
});
