/**
 * Who writes search answers: the search thread (answerThread.ts) when it runs, else the request
 * thread itself. Both write the same bytes (answer.ts); the thread only moves the work off the
 * thread that serves requests. Until the thread has built its model, and whenever it has failed,
 * answers are written here, so a search never waits on or fails with the thread. While it runs,
 * the request thread still writes the searches that would otherwise queue for it whenever it has
 * nothing else to do (see `threadedWriter`).
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SearchThreadStatus } from '../../../contract/guest';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';
import { answerBuffers } from './answerBuffers';
import { writeAnswer, type AnswerJob } from './answer';
import type { FromThread, ThreadData, ToThread } from './answerThread';
import { toWire } from './jobWire';

/** A search answer's bytes, and what gives its buffer back once the answer is sent. */
export interface SearchAnswer {
  bytes: Buffer;
  release(): void;
}

export interface AnswerWriter {
  write(job: AnswerJob): Promise<SearchAnswer>;
  /** Starts what writes off this thread, if anything (once the server is otherwise ready, so its start stays short). */
  start(): void;
  /** The catalogue's places changed (a city's hotel count): the thread reads them anew. */
  placesChanged(json: string): void;
  /** Who writes the answers now (/healthz reports it): the search thread once `ready`. */
  readonly status: SearchThreadStatus;
  close(): Promise<void>;
}

/** Writes answers on the calling thread, into buffers used again once an answer is sent. */
export function inlineWriter(view: CatalogueView): AnswerWriter {
  const buffers = answerBuffers();
  return {
    async write(job) {
      let lent: Buffer | undefined;
      const bytes = writeAnswer(view, job, (size) => (lent = buffers.take(size)));
      return {
        bytes,
        release() {
          if (lent) buffers.give(lent);
          lent = undefined;
        },
      };
    },
    start() {},
    placesChanged() {},
    status: 'off',
    async close() {},
  };
}

/**
 * Jobs the search thread holds at once: one it writes, one ready for when it is done. More wait
 * here, where the request thread can take them (see `threadedWriter`).
 */
const ON_THREAD = 2;
/** Buffers given back are sent to the thread with the next job, or on their own once this many wait. */
const RETURN_BATCH = 8;
/** After the thread fails, it starts again after this long, doubling up to a minute while it keeps failing. */
const RESTART_MS = 1_000;
const RESTART_MAX_MS = 60_000;

/** A search handed to `write`, until its answer or failure is given to the caller. */
interface PendingJob {
  job: AnswerJob;
  resolve(answer: SearchAnswer): void;
  reject(error: unknown): void;
}

/**
 * Writes answers on the search thread, which reads the same shared catalogue (`view`'s, not a
 * copy); `fallback` writes them meanwhile. A job the thread fails (it never should) is written by
 * the fallback.
 *
 * The thread is handed at most `ON_THREAD` jobs; later ones wait here, in order. Whenever any
 * wait, the request thread writes the first of them itself (with `fallback`) once it has handled
 * the input and output that was ready, one per turn of its event loop (`setImmediate` runs after
 * the poll for input). So it writes answers only when it would otherwise wait, and the thread has
 * its next job at hand when it finishes one. Handed every job at once, the thread held a long
 * queue while the request thread and the client, both waiting on it, left a core idle under the
 * bench's load (tests/bench/search.ts); this way much less of the machine idles and search comes
 * nearer the bench's ceiling. Three jobs on the thread, or the request thread taking two a turn,
 * measured no better; one, worse.
 */
export function threadedWriter(view: CatalogueView, fallback: AnswerWriter, log: FastifyBaseLogger, options: { sourceEntry?: URL } = {}): AnswerWriter {
  let worker: Worker | undefined;
  let ready = false;
  let closing = false;
  let restartMs = RESTART_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  /** Jobs on the thread, by id. */
  const onThread = new Map<number, PendingJob>();
  /** Jobs not yet handed to the thread, first come first. */
  const waiting: PendingJob[] = [];
  /** Whether the request thread is to take a waiting job at the end of this turn. */
  let helping = false;
  let returned: ArrayBuffer[] = [];
  /** The places the running thread holds (sent again when they change). */
  let places = view.places.json;
  let placesSent = places;

  const jobMessage = (id: number, job: AnswerJob): ToThread => {
    if (placesSent === places) return { id, job: toWire(job), returned };
    placesSent = places;
    return { id, job: toWire(job), places, returned };
  };

  const post = (message: ToThread) => {
    const transfer = message.returned;
    returned = [];
    worker!.postMessage(message, transfer);
  };

  /** Jobs the thread holds when it stops, and those waiting for it, are written by the fallback. */
  const rescueJobs = () => {
    for (const [id, p] of onThread) {
      onThread.delete(id);
      fallback.write(p.job).then(p.resolve, p.reject);
    }
    for (const w of waiting.splice(0)) fallback.write(w.job).then(w.resolve, w.reject);
  };

  const send = (w: PendingJob) => {
    const id = nextId++;
    onThread.set(id, w);
    try {
      post(jobMessage(id, w.job));
    } catch (error) {
      onThread.delete(id);
      log.error({ err: error }, 'could not hand a search to the search thread; written here instead');
      fallback.write(w.job).then(w.resolve, w.reject);
    }
  };

  /** Hands the thread waiting jobs up to `ON_THREAD`; if some still wait, the request thread takes one at the end of this turn. */
  const dispatch = () => {
    while (onThread.size < ON_THREAD && waiting.length > 0 && ready && worker) send(waiting.shift()!);
    if (waiting.length > 0 && !helping) {
      helping = true;
      setImmediate(help);
    }
  };

  const help = () => {
    helping = false;
    const w = waiting.shift();
    if (w) fallback.write(w.job).then(w.resolve, w.reject);
    dispatch();
  };

  function start() {
    placesSent = places;
    const { file, data } = threadEntry({ catalogue: { ...view.handle, places } }, options.sourceEntry);
    const thread = new Worker(file, { workerData: data, name: 'search answers' });
    worker = thread;
    thread.on('message', (message: FromThread) => {
      if (message.kind === 'ready') {
        ready = true;
        restartMs = RESTART_MS;
        log.info({ warmMs: message.warmMs }, 'search thread ready');
        return;
      }
      const p = onThread.get(message.id);
      if (!p) return;
      onThread.delete(message.id);
      dispatch();
      if (message.kind === 'failed') {
        log.error({ err: message.message }, 'search thread could not write an answer; written here instead');
        fallback.write(p.job).then(p.resolve, p.reject);
        return;
      }
      const buffer = message.buffer;
      let given = false;
      p.resolve({
        bytes: Buffer.from(buffer, 0, message.length),
        release() {
          if (given) return;
          given = true;
          // A buffer sent back to a thread that has stopped is simply dropped.
          if (worker !== thread) return;
          returned.push(buffer);
          if (returned.length >= RETURN_BATCH && ready) post({ returned });
        },
      });
    });
    thread.on('error', (error) => log.error({ err: error }, 'search thread failed'));
    thread.on('exit', (code) => {
      if (worker !== thread) return;
      worker = undefined;
      ready = false;
      returned = [];
      rescueJobs();
      if (closing) return;
      log.error({ code, restartInMs: restartMs }, 'search thread stopped; answers are written on the request thread until it restarts');
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        start();
      }, restartMs);
      restartTimer.unref();
      restartMs = Math.min(RESTART_MAX_MS, restartMs * 2);
    });
  }

  return {
    start() {
      if (!worker && !closing && !restartTimer) start();
    },
    placesChanged(json) {
      places = json;
    },
    write(job) {
      if (!ready || !worker) return fallback.write(job);
      return new Promise<SearchAnswer>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        dispatch();
      });
    },
    get status(): SearchThreadStatus {
      return ready ? 'ready' : 'starting';
    },
    async close() {
      closing = true;
      if (restartTimer) clearTimeout(restartTimer);
      const thread = worker;
      if (thread) await thread.terminate();
      await fallback.close();
    },
  };
}

/**
 * The thread's entry: from the server bundle, `answerThread.mjs` beside it (npm run build:server
 * writes both); from source (tests, npm run dev), `answerThread.ts` (or the `source` given, in
 * tests) through tsx (sourceThread.mjs).
 */
function threadEntry(data: ThreadData, source?: URL): { file: URL; data: ThreadData & { entry?: string } } {
  const here = import.meta.url;
  if (!here.endsWith('.ts') && !source) return { file: new URL('./answerThread.mjs', here), data };
  return { file: new URL('./sourceThread.mjs', here), data: { ...data, entry: (source ?? new URL('./answerThread.ts', here)).href } };
}
