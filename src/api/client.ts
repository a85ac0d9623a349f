import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { API_BASE } from '../../contract/basePath';
import { schemas, type Schemas } from './contract';
import { correlationHeader, sessionKeys, sessionStore } from './storage';

/** Statuses worth one more try: the server or a proxy failed (any 5xx), never the request itself (4xx). */
export const RETRY_STATUSES = Array.from({ length: 100 }, (_, i) => 500 + i);

/** A call with no answer after this long is abandoned and, like a network error, tried once more. */
export const CALL_TIMEOUT_MS = 20_000;

export interface ClientOptions {
  baseURL?: string;
  /** Reads the device token at request time for a path (session storage by default). */
  token?: (path: string) => string | null | Promise<string | null>;
  /** Pause before the one retry, in ms. */
  retryDelay?: number;
  /** Give up waiting for an answer after this long, in ms (then retry once). */
  timeout?: number;
}

/**
 * The one HTTP client: every call sends `correlation-id` (a timestamp string), `authorization`
 * (the device token) and a JSON content type, and is retried once on a network error, a timeout
 * or a 5xx.
 */
export function createClient(options: ClientOptions = {}) {
  const readToken = options.token ?? (() => sessionStore.get(sessionKeys.deviceToken));
  return ofetch.create({
    baseURL: options.baseURL ?? API_BASE,
    retry: 1,
    retryDelay: options.retryDelay ?? 300,
    retryStatusCodes: RETRY_STATUSES,
    async onRequest({ request, options: init }) {
      // Each attempt (the retry too) gets its own time limit, joined with the caller's
      // cancellation. A timeout is a TimeoutError, retried like a network error; a cancellation
      // is an AbortError, never retried. (ofetch's own `timeout` would give the retry the signal
      // the first attempt already used up.)
      const limit = AbortSignal.timeout(options.timeout ?? CALL_TIMEOUT_MS);
      const cancel = (init as CallerSignal).callerSignal;
      init.signal = cancel ? AbortSignal.any([cancel, limit]) : limit;
      const headers = new Headers(init.headers);
      headers.set(...correlationHeader());
      headers.set('content-type', 'application/json');
      const token = await readToken(typeof request === 'string' ? request : request.url);
      if (token) headers.set('authorization', token);
      init.headers = headers;
    },
  });
}

export type Client = ReturnType<typeof createClient>;

/** The caller's cancellation, passed beside ofetch's options so every attempt can join it. */
export interface CallerSignal {
  callerSignal?: AbortSignal;
}

let shared: Client = createClient();

/** The app's client. Tests and the live layer may replace it (e.g. to wait for the device token). */
export const client = {
  get: () => shared,
  use(next: Client) {
    shared = next;
  },
};

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called with the path whenever a call answers 401 (no session, or an expired or ended one).
 * Only user-scoped routes and /logout answer 401; public routes work with any token. The live
 * tab listens here and tells its session, which returns the site to logged-out (src/live/tab.ts).
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners a call to `path` answered 401. */
export function reportUnauthorized(path: string): void {
  unauthorizedListeners.forEach((listener) => listener(path));
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Set to 0 for calls that must never be repeated (payments). */
  retry?: number;
  /** More request headers (e.g. an Idempotency-Key, sent alike by the call and its one retry). */
  headers?: Record<string, string>;
}

/**
 * One typed call: sends the request and validates the answer with the shared contract schema.
 * A 4xx/5xx answer still carries an envelope; it is returned when it matches the schema so the
 * caller can read `hotelFailureMsg`, and thrown as ApiCallError otherwise.
 *
 * The app passes a function that picks the schema from the answer schemas, which load on
 * demand (contract.ts) while the request is in flight; a schema at hand may be passed as is.
 */
export async function call<S extends z.ZodType>(schema: S | ((schemas: Schemas) => S), path: string, options: CallOptions = {}): Promise<z.infer<S>> {
  const checker = typeof schema === 'function' ? schemas().then(schema) : Promise.resolve(schema);
  // Awaited after the request; a failed download is reported there, not as an unhandled rejection.
  checker.catch(() => undefined);
  const request: FetchOptions<'json'> & CallerSignal = { method: options.method ?? 'GET', callerSignal: options.signal };
  if (options.body !== undefined) request.body = options.body as Record<string, unknown>;
  if (options.retry !== undefined) request.retry = options.retry;
  if (options.headers) request.headers = options.headers;
  let status = 200;
  let data: unknown;
  try {
    data = await client.get()(path, request);
  } catch (error) {
    // An HTTP error answer (after the one retry for 5xx): read its envelope. Network errors and
    // cancellations have no response and are rethrown as they are.
    if (!(error instanceof FetchError) || !error.response) throw error;
    status = error.response.status;
    data = error.data;
  }
  if (status === 401) reportUnauthorized(path);
  const parsed = (await checker).safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiCallError(status, messageOf(data) ?? `Unexpected answer from ${path}`, data);
}

/** A call that failed: the HTTP status, the server's message when it sent one, and the answer's body as it came. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** The server's message in an answer's envelope, if it has one. */
export function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'hotelFailureMsg' in data) {
    const msg = (data as { hotelFailureMsg?: unknown }).hotelFailureMsg;
    return typeof msg === 'string' ? msg : undefined;
  }
  return undefined;
}
