/**
 * The search thread: a worker that prices and writes search answers, so the request thread only
 * checks requests and sends bytes while a second core does the arithmetic. It builds its own read
 * model from the catalogue texts it shares with the request thread (sharedTexts.ts), says `ready`,
 * then answers each job with the answer's buffer, transferred (not copied). Buffers come back with
 * later jobs once sent, and are written again (see answerBuffers.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildReadModel } from '../catalogue/readModel';
import { readSharedTexts, type SharedTexts } from '../catalogue/sharedTexts';
import { answerBuffers } from './answerBuffers';
import { addDays, todayInIndia } from '../../../domain/dates';
import { writeAnswer, type AnswerJob } from './answer';
import type { Remaining } from '../catalogue/repo';
import { fromWire, type JobWire } from './jobWire';

export interface ThreadData {
  texts: SharedTexts;
}

/** A city's allotment snapshot, sent once and held until the city's next replaces it. */
export interface CitySnapshot {
  cityId: number;
  remaining: Remaining;
}

/**
 * To the thread: a job (or none), the snapshot it reads when the thread does not hold it yet,
 * and buffers of earlier answers that are sent.
 */
export interface ToThread {
  id?: number;
  job?: JobWire;
  snapshot?: CitySnapshot;
  returned: ArrayBuffer[];
}

/** From the thread: ready once its model is built; then, per job, the answer or what went wrong. */
export type FromThread =
  | { kind: 'ready'; loadedMs: number }
  | { kind: 'answer'; id: number; buffer: ArrayBuffer; length: number }
  | { kind: 'failed'; id: number; message: string };

const port = parentPort!;
// Decoded for the build only: the model keeps what it needs, and the texts stay in the shared memory.
const model = buildReadModel(readSharedTexts((workerData as ThreadData).texts));
const buffers = answerBuffers();
/** The latest allotment snapshot of each city searched. Messages arrive in order, so a job finds the one it was sent with. */
const snapshots = new Map<number, Remaining>();

port.on('message', ({ id, job, snapshot, returned }: ToThread) => {
  for (const buffer of returned) buffers.give(Buffer.from(buffer));
  if (snapshot) snapshots.set(snapshot.cityId, snapshot.remaining);
  if (id === undefined || !job) return;
  try {
    const bytes = writeAnswer(model, fromWire(job, (cityId) => snapshots.get(cityId)), (size) => buffers.take(size));
    // A kept buffer owns its whole ArrayBuffer (answerBuffers allocates them unpooled).
    const answer: FromThread = { kind: 'answer', id, buffer: bytes.buffer as ArrayBuffer, length: bytes.length };
    port.postMessage(answer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const failed: FromThread = { kind: 'failed', id, message: error instanceof Error ? error.message : String(error) };
    port.postMessage(failed);
  }
});

/**
 * One answer for the largest city before saying ready, so the first search it takes runs compiled
 * code (a cold first answer took several times as long).
 */
function warmUp(): void {
  const largest = model.citiesByPopulation.find((c) => c.hotelCount > 0);
  if (!largest) return;
  const checkinDate = addDays(todayInIndia(new Date()), 1);
  const job: AnswerJob = {
    placeId: largest.id,
    ratings: [3, 4, 5],
    stay: { checkinDate, checkoutDate: addDays(checkinDate, 1), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }] },
    remaining: new Map(),
    wishlisted: new Set(),
    searchId: '0'.repeat(20),
  };
  let lent: Buffer | undefined;
  writeAnswer(model, job, (size) => (lent = buffers.take(size)));
  if (lent) buffers.give(lent);
}

warmUp();
// What the build and the warm-up left (the decoded texts, JSON.parse's arrays) is collected before
// the thread waits for work, instead of sitting in its heap until a search fills it: about 25 MB
// less resident. `npm start` runs Node with --expose-gc, which a worker inherits.
globalThis.gc?.();
const ready: FromThread = { kind: 'ready', loadedMs: model.loadedMs };
port.postMessage(ready);
