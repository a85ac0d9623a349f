import { describe, expect, it } from 'vitest';
import type { AnswerJob } from '../../server/modules/search/answer';
import { fromWire, toWire } from '../../server/modules/search/jobWire';

const stay = (roomInfo: AnswerJob['stay']['roomInfo']) => ({ checkinDate: '2027-01-08', checkoutDate: '2027-01-11', roomInfo });

const jobs: AnswerJob[] = [
  { placeId: 1275339, ratings: [3, 4, 5], stay: stay([{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }]), wishlisted: [], searchId: 'a'.repeat(20) },
  {
    placeId: 1273294, ratings: [4], hids: [12, 40], wishlisted: [40, 77], searchId: 'b'.repeat(20),
    stay: stay([{ numberOfRooms: 2, numberOfAdults: 2, numberOfChild: 2, childAge: [4, 11] }, { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 1, childAge: [0] }, { numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }]),
  },
  // Near an airport: the place goes along with its name and point.
  {
    placeId: 1275339, ratings: [3, 4, 5], wishlisted: [], searchId: 'c'.repeat(20), stay: stay([{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }]),
    near: { kind: 'airport', id: 'BOM', name: 'Chhatrapati Shivaji Maharaj International Airport', lat: 19.0887, lng: 72.8679 },
  },
];

describe('a search job sent to the search thread', () => {
  it('comes back as the same job', () => {
    for (const job of jobs) expect(fromWire(toWire(job))).toEqual(job);
  });

  it('leaves out the fields a job does not have', () => {
    expect('hids' in fromWire(toWire(jobs[0]!))).toBe(false);
    expect('near' in fromWire(toWire(jobs[0]!))).toBe(false);
    expect(fromWire(toWire(jobs[1]!)).hids).toEqual([12, 40]);
  });
});
