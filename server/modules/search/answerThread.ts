/**
 * The search thread: a worker that prices and writes search answers, so the request thread only
 * checks requests and sends bytes while a second core does the arithmetic. It reads the same
 * shared catalogue the request thread writes (catalogue/store/), so it has nothing to build: it
 * warms up on one answer, says `ready`, then answers each job with the answer's buffer,
 * transferred (not copied). Buffers come back with later jobs once sent, and are written again
 * (see answerBuffers.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CatalogueView, type CatalogueHandle } from '../catalogue/store/sharedCatalogue';
import { answerBuffers } from './answerBuffers';
import { addDays, todayInIndia } from '../../../domain/dates';
import { writeAnswer, type AnswerJob } from './answer';
import { fromWire, type JobWire } from './jobWire';

export interface ThreadData {
  catalogue: CatalogueHandle;
}

/**
 * To the thread: a job (or none), the places when they changed (a city's hotel count), and
 * buffers of earlier answers that are sent.
 */
export interface ToThread {
  id?: number;
  job?: JobWire;
  places?: string;
  returned: ArrayBuffer[];
}

/** From the thread: ready once warmed up; then, per job, the answer or what went wrong. */
export type FromThread =
  | { kind: 'ready'; warmMs: number }
  | { kind: 'answer'; id: number; buffer: ArrayBuffer; length: number }
  | { kind: 'failed'; id: number; message: string };

const port = parentPort!;
const t0 = performance.now();
const view = new CatalogueView((workerData as ThreadData).catalogue);
const buffers = answerBuffers();

port.on('message', ({ id, job, places, returned }: ToThread) => {
  for (const buffer of returned) buffers.give(Buffer.from(buffer));
  if (places) view.setPlaces(places);
  if (id === undefined || !job) return;
  try {
    const bytes = writeAnswer(view, fromWire(job), (size) => buffers.take(size));
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
  const largest = view.places.citiesByPopulation.find((c) => c.hotelCount > 0);
  if (!largest) return;
  const checkinDate = addDays(todayInIndia(new Date()), 1);
  const job: AnswerJob = {
    placeId: largest.id,
    ratings: [3, 4, 5],
    stay: { checkinDate, checkoutDate: addDays(checkinDate, 1), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }] },
    wishlisted: [],
    searchId: '0'.repeat(20),
  };
  let lent: Buffer | undefined;
  writeAnswer(view, job, (size) => (lent = buffers.take(size)));
  if (lent) buffers.give(lent);
}

warmUp();
const ready: FromThread = { kind: 'ready', warmMs: Math.round(performance.now() - t0) };
port.postMessage(ready);
