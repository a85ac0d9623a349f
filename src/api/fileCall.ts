/**
 * Calls answered with a file (vouchers and invoices), apart from client.ts: only the account
 * pages download files, so the first page's code does not carry this.
 */
import { FetchError, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { ApiCallError, client, messageOf, reportUnauthorized, type CallerSignal, type CallOptions } from './client';
import { schemas, type Schemas } from './contract';

/**
 * A call answered with a file (a PDF): the file as a Blob when the answer is of `type`; an error
 * answer's envelope (when it matches `failure`) for the caller to read; an ApiCallError for
 * anything else (an error page, a file of another type). Network errors and cancellations are
 * rethrown as they are. Sent with an empty JSON body unless one is given.
 */
export async function callForFile<S extends z.ZodType>(
  failure: S | ((schemas: Schemas) => S),
  path: string,
  type: string,
  options: CallOptions = {},
): Promise<{ file: Blob } | { failure: z.infer<S> }> {
  const checker = typeof failure === 'function' ? schemas().then(failure) : Promise.resolve(failure);
  checker.catch(() => undefined);
  const request: FetchOptions<'blob'> & CallerSignal = {
    method: options.method ?? 'POST',
    callerSignal: options.signal,
    body: (options.body ?? {}) as Record<string, unknown>,
    headers: { accept: `${type}, application/json`, ...options.headers },
  };
  if (options.retry !== undefined) request.retry = options.retry;
  let status = 200;
  let data: unknown;
  let contentType = '';
  try {
    const response = await client.get().raw(path, request);
    data = response._data;
    contentType = response.headers.get('content-type') ?? '';
  } catch (error) {
    if (!(error instanceof FetchError) || !error.response) throw error;
    status = error.response.status;
    data = error.data;
  }
  if (status === 401) reportUnauthorized(path);
  if (status < 400 && contentType.split(';')[0]!.trim() === type && data instanceof Blob) return { file: data };
  const parsed = (await checker).safeParse(data);
  if (parsed.success) return { failure: parsed.data };
  throw new ApiCallError(status, messageOf(data) ?? `Unexpected answer from ${path}`);
}

