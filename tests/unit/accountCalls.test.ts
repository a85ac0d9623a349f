import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/account';
import { AccountCallError, accountInfo, deleteAccount, saveAppRating, saveProfile } from '../../src/api/account';
import { client, createClient, onUnauthorized } from '../../src/api/client';
import { bookingDocument } from '../../src/api/documents';

/** A real HTTP server standing in for the API: each test sets its answers and reads what it received. */
let server: Server;
let seen: Array<{ req: IncomingMessage; body: string }> = [];
let respond: (n: number) => { status: number; body: unknown; type?: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ req, body });
      const answer = respond(seen.length);
      res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      res.end(Buffer.isBuffer(answer.body) || typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client.use(createClient({ baseURL, token: () => 'device-token-123', retryDelay: 1 }));
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen = [];
});

const profile: Profile = {
  fullName: 'Asha Verma',
  email: 'asha.verma@example.in',
  mobileNumber: '9876543210',
  dateOfBirth: '1990-04-12',
  gender: 'Female',
  maritalStatus: null,
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  image: null,
  identities: { phone: '+919876543210', email: null },
};
const failure = (status: number, code: number, message: string) => ({ status, body: { hotelStatus: 'FAILURE', hotelFailureCode: code, hotelFailureMsg: message } });

async function failureOf(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccountCallError);
  return (error as AccountCallError).failure;
}

describe('account calls', () => {
  it('reads and saves the profile with the device token', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: profile } });
    expect(await accountInfo('u-1')).toEqual(profile);
    expect([seen[0]!.req.method, seen[0]!.req.url, JSON.parse(seen[0]!.body)]).toEqual(['POST', '/user-account-info', { userId: 'u-1' }]);
    expect(seen[0]!.req.headers.authorization).toBe('device-token-123');
    await saveProfile({ userId: 'u-1', fullName: 'Asha Verma', email: 'asha.verma@example.in', mobileNumber: '9876543210', image: null });
    expect([seen[1]!.req.method, seen[1]!.req.url]).toEqual(['PUT', '/saveProfile']);
    expect(JSON.parse(seen[1]!.body)).toMatchObject({ userId: 'u-1', image: null });
  });

  it('tells refusals, unknown answers and failures apart', async () => {
    respond = () => failure(400, 4000, 'body.mobileNumber: This is what you log in with: it cannot be changed here.');
    expect(await failureOf(() => accountInfo('u-1'))).toEqual({
      kind: 'refused',
      code: 4000,
      message: 'body.mobileNumber: This is what you log in with: it cannot be changed here.',
    });
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { something: 'else' } } });
    expect(await failureOf(() => accountInfo('u-1'))).toEqual({ kind: 'unexpected' });
    respond = () => failure(500, 5000, 'Internal Server Error');
    expect(await failureOf(() => accountInfo('u-1'))).toEqual({ kind: 'failed', message: null });
    respond = () => ({ status: 502, body: '<html>Bad gateway</html>', type: 'text/html' });
    expect(await failureOf(() => accountInfo('u-1'))).toEqual({ kind: 'failed', message: null });
  });

  it('sends a deletion once, even when the server fails, and reads the refusal while bookings are open', async () => {
    respond = () => ({ status: 503, body: {} });
    expect(await failureOf(() => deleteAccount({ userId: 'u-1', reasons: ['Other reasons'], feedback: '' }))).toEqual({ kind: 'failed', message: null });
    expect(seen).toHaveLength(1);
    respond = () => failure(409, 4090, 'You have upcoming or unpaid bookings. Please cancel them before deleting your account.');
    expect(await failureOf(() => deleteAccount({ userId: 'u-1', reasons: ['Other reasons'], feedback: '' }))).toMatchObject({ kind: 'refused', code: 4090 });
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { deleted: true } } });
    expect(await deleteAccount({ userId: 'u-1', reasons: ['Privacy concerns', 'Other reasons'], feedback: 'Bye' })).toEqual({ deleted: true });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ userId: 'u-1', reasons: ['Privacy concerns', 'Other reasons'], feedback: 'Bye' });
  });

  it('sends the rating as text', async () => {
    respond = () => ({ status: 200, body: { hotelStatus: 'SUCCESS', response: { rating: 4, feedback: 'Quick to book.' } } });
    expect(await saveAppRating({ userId: 'u-1', rating: '4', feedback: 'Quick to book.' })).toEqual({ rating: 4, feedback: 'Quick to book.' });
    expect([seen[0]!.req.url, JSON.parse(seen[0]!.body)]).toEqual(['/save-app-rating', { userId: 'u-1', rating: '4', feedback: 'Quick to book.' }]);
  });
});

describe('booking documents', () => {
  const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

  it('downloads the PDF as voucher-{id}.pdf or invoice-{id}.pdf, bytes intact', async () => {
    respond = () => ({ status: 200, body: pdf, type: 'application/pdf' });
    const voucher = await bookingDocument('voucher', 'PDV7K2M9QXA4B');
    expect(voucher.fileName).toBe('voucher-PDV7K2M9QXA4B.pdf');
    expect(Buffer.from(await voucher.file.arrayBuffer()).equals(pdf)).toBe(true);
    expect([seen[0]!.req.method, seen[0]!.req.url, seen[0]!.req.headers.authorization]).toEqual(['POST', '/generate-voucher/PDV7K2M9QXA4B', 'device-token-123']);
    expect((await bookingDocument('invoice', 'PDV7K2M9QXA4B')).fileName).toBe('invoice-PDV7K2M9QXA4B.pdf');
    expect(seen[1]!.req.url).toBe('/generate-invoice/PDV7K2M9QXA4B');
  });

  it('reads a refusal, tells the tab about a 401, and takes no file of another type', async () => {
    respond = () => failure(409, 4090, 'A voucher is available once the booking is confirmed and paid.');
    expect(await failureOf(() => bookingDocument('voucher', 'PDV7K2M9QXA4B'))).toEqual({
      kind: 'refused',
      code: 4090,
      message: 'A voucher is available once the booking is confirmed and paid.',
    });
    const heard: string[] = [];
    const stop = onUnauthorized((path) => heard.push(path));
    respond = () => failure(401, 4010, 'Please log in to continue.');
    expect(await failureOf(() => bookingDocument('invoice', 'PDV7K2M9QXA4B'))).toMatchObject({ kind: 'refused', code: 4010 });
    expect(heard).toEqual(['/generate-invoice/PDV7K2M9QXA4B']);
    stop();
    respond = () => ({ status: 200, body: '<html>a page</html>', type: 'text/html' });
    expect(await failureOf(() => bookingDocument('voucher', 'PDV7K2M9QXA4B'))).toEqual({ kind: 'unexpected' });
  });
});
