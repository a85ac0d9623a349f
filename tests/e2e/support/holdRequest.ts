import type { Page, Request, Response } from '@playwright/test';
import { API_BASE } from '../../../contract/basePath';

export interface Hold {
  /** 'continue': the request goes to the real server; 'abort': it fails as a dropped connection. */
  mode: 'continue' | 'abort';
  /** Resolves when the page has sent the request (it is then held); fails 15 s after it is awaited without it. */
  seen: Promise<void>;
  /**
   * Lets the held request go on (or fail). After 'continue' later matching requests are no longer
   * touched; after 'abort' they fail too (the client's retry) until `end`.
   */
  release(mode: 'continue' | 'abort'): Promise<void>;
  /** Stops touching matching requests. */
  end(): Promise<void>;
  /** The server's response once released (null when aborted); fails 15 s after it is awaited without it. */
  answered: Promise<Response | null>;
}

/**
 * Holds the page's next call to an API path until `release`, so a test can see the page while the
 * call is in flight. With 'continue' the request then reaches the real server unchanged. With
 * 'abort' it fails like a dropped connection: used only for outcomes the real server cannot
 * produce (a network failure), and every try is aborted (the client retries some calls once).
 */
export async function holdNext(page: Page, path: string, mode: 'continue' | 'abort'): Promise<Hold> {
  const pattern = new RegExp(`${escape(API_BASE + path)}(\\?.*)?$`);
  let markSeen!: () => void;
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  let go!: (mode: 'continue' | 'abort') => void;
  const decided = new Promise<'continue' | 'abort'>((resolve) => (go = resolve));
  let first: Request | null = null;
  let answer!: (response: Response | null) => void;
  const answered = new Promise<Response | null>((resolve) => (answer = resolve));

  await page.route(pattern, async (route) => {
    const request = route.request();
    if (!first) {
      first = request;
      markSeen();
    }
    const how = await decided;
    if (how === 'abort') {
      await route.abort('failed');
      if (request === first) answer(null);
      return;
    }
    await route.continue();
    if (request === first) answer(await request.response());
  });

  const answeredInTime = () => within(answered, `the page's ${path} call got no answer`);
  return {
    mode,
    get seen() {
      return within(seen, `the page did not call ${path}`);
    },
    get answered() {
      return answeredInTime();
    },
    async release(how) {
      go(how);
      await answeredInTime();
      if (how === 'continue') await page.unroute(pattern);
    },
    async end() {
      await page.unroute(pattern);
    },
  };
}

/** A wait that fails with `message` after 15 s, instead of running into the test's timeout unexplained. */
function within<T>(promise: Promise<T>, message: string, ms = 15_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
