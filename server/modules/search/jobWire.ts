/**
 * A search job as it crosses to the search thread (answerThread.ts): its values in a fixed order,
 * rooms as numbers. Structured clone copies a flat list much faster than the job's own nested
 * objects, on both sides of every search, and the thread builds the job from it in one go instead
 * of field by field.
 */
import type { AnswerJob, NearPoint } from './answer';

export type JobWire = [
  placeId: number,
  ratings: number[],
  checkinDate: string,
  checkoutDate: string,
  /** Per room entry: how many rooms, adults and children, then each child's age. */
  rooms: number[],
  searchId: string,
  /** Slots of the caller's saved hotels. */
  wishlisted: number[],
  /** Slots of the only hotels asked for, or null. */
  hids: number[] | null,
  /** The place searched near, or null. */
  near: NearPoint | null,
];

export function toWire(job: AnswerJob): JobWire {
  const rooms: number[] = [];
  for (const entry of job.stay.roomInfo) rooms.push(entry.numberOfRooms, entry.numberOfAdults, entry.numberOfChild, ...entry.childAge);
  return [job.placeId, job.ratings, job.stay.checkinDate, job.stay.checkoutDate, rooms, job.searchId, job.wishlisted, job.hids ?? null, job.near ?? null];
}

export function fromWire(wire: JobWire): AnswerJob {
  const [placeId, ratings, checkinDate, checkoutDate, rooms, searchId, wishlisted, hids, near] = wire;
  const roomInfo: AnswerJob['stay']['roomInfo'] = [];
  for (let at = 0; at < rooms.length; ) {
    const numberOfChild = rooms[at + 2]!;
    roomInfo.push({ numberOfRooms: rooms[at]!, numberOfAdults: rooms[at + 1]!, numberOfChild, childAge: rooms.slice(at + 3, at + 3 + numberOfChild) });
    at += 3 + numberOfChild;
  }
  const job: AnswerJob = { placeId, ratings, stay: { checkinDate, checkoutDate, roomInfo }, wishlisted, searchId };
  if (hids) job.hids = hids;
  if (near) job.near = near;
  return job;
}
