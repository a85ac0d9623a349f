/**
 * A search job as it crosses to the search thread (answerThread.ts): its values in a fixed order,
 * rooms as numbers, sets as lists. Structured clone copies a flat list much faster than the
 * job's own nested objects, on both sides of every search, and the thread builds the job from it
 * in one go instead of field by field.
 */
import type { Remaining } from '../catalogue/repo';
import type { AnswerJob } from './answer';

export type JobWire = [
  placeId: number,
  ratings: number[],
  checkinDate: string,
  checkoutDate: string,
  /** Per room entry: how many rooms, adults and children, then each child's age. */
  rooms: number[],
  /** The city whose allotment snapshot the job reads (the thread holds it), or null. */
  snapshotOf: number | null,
  searchId: string,
  wishlisted: string[],
  hids: string[] | null,
  /** What is booked, when the thread does not hold it (a sub-place's, or a snapshot sent with the job). */
  remaining: Remaining | null,
];

/** The job as sent: `remaining` left out when the thread reads its city's snapshot instead. */
export function toWire(job: AnswerJob, sendRemaining: boolean): JobWire {
  const rooms: number[] = [];
  for (const entry of job.stay.roomInfo) rooms.push(entry.numberOfRooms, entry.numberOfAdults, entry.numberOfChild, ...entry.childAge);
  return [
    job.placeId, job.ratings, job.stay.checkinDate, job.stay.checkoutDate, rooms, job.snapshotOf ?? null, job.searchId,
    [...job.wishlisted], job.hids ?? null, sendRemaining ? job.remaining : null,
  ];
}

/** The job again, reading `held` (the thread's snapshot of the city) when it was sent without what is booked. */
export function fromWire(wire: JobWire, held: (cityId: number) => Remaining | undefined): AnswerJob {
  const [placeId, ratings, checkinDate, checkoutDate, rooms, snapshotOf, searchId, wishlisted, hids, sent] = wire;
  const roomInfo: AnswerJob['stay']['roomInfo'] = [];
  for (let at = 0; at < rooms.length; ) {
    const numberOfChild = rooms[at + 2]!;
    roomInfo.push({ numberOfRooms: rooms[at]!, numberOfAdults: rooms[at + 1]!, numberOfChild, childAge: rooms.slice(at + 3, at + 3 + numberOfChild) });
    at += 3 + numberOfChild;
  }
  const remaining = sent ?? (snapshotOf === null ? undefined : held(snapshotOf));
  // Never expected: the request thread sends a city's snapshot before the first job that reads it.
  if (!remaining) throw new Error(`no allotment snapshot of city ${snapshotOf} on the search thread`);
  const job: AnswerJob = { placeId, ratings, stay: { checkinDate, checkoutDate, roomInfo }, remaining, wishlisted: new Set(wishlisted), searchId };
  if (snapshotOf !== null) job.snapshotOf = snapshotOf;
  if (hids) job.hids = hids;
  return job;
}
