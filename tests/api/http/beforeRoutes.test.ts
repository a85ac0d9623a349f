import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { FailureCode, type FailureName } from '../../../contract/failureCodes';
import { buildApp } from '../../../server/app';
import { testServer } from '../support/testApp';

/**
 * Errors raised before any route runs, over real sockets: Node's HTTP parser and
 * Fastify's router refuse these, and each still answers with the failure envelope, the echoed
 * correlation id and the security headers. The app serves a small built site, for the static
 * files' 403 and 404.
 */
let app: FastifyInstance;
let port: number;
let site: string;

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'padaav-site-'));
  await mkdir(path.join(site, 'assets'));
  await writeFile(path.join(site, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(site, 'assets', 'app-1234.js'), 'console.log(1)');
  const { config, db, clock } = await testServer();
  app = await buildApp({ config: { ...config, webRoot: site }, db, clock: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await rm(site, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (and `body`) as the bytes of one request and reads the answer until the server closes. */
function raw(head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    let text = '';
    socket.on('data', (chunk) => void (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    setTimeout(() => socket.destroy(new Error(`no answer to ${JSON.stringify(head.slice(0, 60))}`)), 10_000).unref();
  });
}

const request = (line: string, id: string, headers: string[] = []) => [line, 'Host: padaav.test', `correlation-id: ${id}`, 'connection: close', ...headers, '', ''].join('\r\n');

function expectFailure(answer: RawAnswer, kind: FailureName, id?: string) {
  expect(answer.status, answer.body).toBe(FailureCode[kind].status);
  const envelope = failureEnvelope.strict().parse(JSON.parse(answer.body));
  expect(envelope.hotelFailureCode).toBe(FailureCode[kind].code);
  if (id) expect(answer.headers['correlation-id']).toBe(id);
  else expect(answer.headers['correlation-id']).toMatch(/^[\w.:-]{1,64}$/);
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return envelope;
}

describe('errors raised before a route runs', () => {
  it('a malformed %-escape in the URL: 400', async () => {
    for (const url of ['/%ZZ', `${API_BASE}/cities/search/%E0%A4%A`]) {
      const failure = expectFailure(await raw(request(`GET ${url} HTTP/1.1`, 'bad-url')), 'invalidInput', 'bad-url');
      expect(failure.hotelFailureMsg).toMatch(/^url: /);
    }
  });

  it('a method the parser does not know: 405', async () => {
    expectFailure(await raw(request('BREW / HTTP/1.1', 'brew')), 'methodNotAllowed', 'brew');
  });

  it('a method no route answers: 405 with the methods that are', async () => {
    for (const line of ['PROPFIND / HTTP/1.1', `DELETE ${API_BASE}/guest HTTP/1.1`, 'TRACE /healthz HTTP/1.1']) {
      const answer = await raw(request(line, 'no-method'));
      expectFailure(answer, 'methodNotAllowed', 'no-method');
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT');
    }
  });

  it('both Content-Length and Transfer-Encoding: 400, and nothing is sent', async () => {
    const { db } = await testServer();
    const [before] = await db.rows<{ n: number }>('select count(*)::int as n from otp_sends');
    const body = '1d\r\n{"emailId":"cl.te@example.in"}\r\n0\r\n\r\n';
    const head = request(`POST ${API_BASE}/signup HTTP/1.1`, 'cl-te', ['content-type: application/json', 'content-length: 30', 'transfer-encoding: chunked']);
    const failure = expectFailure(await raw(head, body), 'invalidInput', 'cl-te');
    expect(failure.hotelFailureMsg).toContain('Content-Length and Transfer-Encoding');
    const [after] = await db.rows<{ n: number }>('select count(*)::int as n from otp_sends');
    expect(after!.n).toBe(before!.n);
  });

  it('a body over the route\'s limit: 413 naming the limit, before the body is read', async () => {
    const head = request(`POST ${API_BASE}/signup HTTP/1.1`, 'big', ['content-type: application/json', 'content-length: 5000']);
    const failure = expectFailure(await raw(head, '{"emailId":"'), 'payloadTooLarge', 'big');
    expect(failure.hotelFailureMsg).toBe('body: larger than the 4 KB limit of this call');
  });

  it('a content type no route reads: 415', async () => {
    const head = request(`POST ${API_BASE}/signup HTTP/1.1`, 'xml', ['content-type: text/xml', 'content-length: 7']);
    expectFailure(await raw(head, '<a></a>'), 'unsupportedMediaType', 'xml');
  });

  it('a path part longer than the router takes (100 characters): no such route', async () => {
    expectFailure(await raw(request(`GET ${API_BASE}/cities/search/${'a'.repeat(150)} HTTP/1.1`, 'long')), 'notFound', 'long');
  });

  it('headers over the parser\'s limit: 431', async () => {
    expectFailure(await raw(request('GET /healthz HTTP/1.1', 'fat', [`x-fat: ${'a'.repeat(20_000)}`])), 'headersTooLarge', 'fat');
  });

  it('a request the parser cannot read at all: 400', async () => {
    expectFailure(await raw('GET / HTTP/1.1\r\nHost padaav.test\r\n\r\n'), 'invalidInput');
  });

  it('static files: a path out of the site is 403 forbidden, a missing file 404 not found', async () => {
    for (const url of ['/../server/config.ts', '/assets/']) {
      expectFailure(await raw(request(`GET ${url} HTTP/1.1`, 'outside')), 'forbidden', 'outside');
    }
    // A NUL names no file at all: refused as bad input, as on every route.
    expectFailure(await raw(request('GET /assets/%00.js HTTP/1.1', 'nul')), 'invalidInput', 'nul');
    expectFailure(await raw(request('GET /assets/app-0000.js HTTP/1.1', 'missing')), 'notFound', 'missing');
    const found = await raw(request('GET /assets/app-1234.js HTTP/1.1', 'found'));
    expect(found.status).toBe(200);
    expect(found.headers['correlation-id']).toBe('found');
  });

  it('HEAD /guest mints no token and counts against no limit: 405', async () => {
    const { db } = await testServer();
    const [before] = await db.rows<{ n: number }>('select count(*)::int as n from sessions');
    const answer = await raw(request(`HEAD ${API_BASE}/guest HTTP/1.1`, 'head-guest'));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
    expect(answer.headers['correlation-id']).toBe('head-guest');
    const [after] = await db.rows<{ n: number }>('select count(*)::int as n from sessions');
    expect(after!.n).toBe(before!.n);
    expect((await raw(request(`GET ${API_BASE}/guest HTTP/1.1`, 'get-guest'))).status).toBe(200);
  });
});
