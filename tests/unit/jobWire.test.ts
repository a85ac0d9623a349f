import { describe, expect, it } from 'vitest';
import type { AnswerJob } from '../../server/modules/search/answer';
import { fromWire, toWire } from '../../server/modules/search/jobWire';

const stay = (roomInfo: AnswerJob['stay']['roomInfo']) => ({ checkinDate: '2027-01-08', checkoutDate: '2027-01-11', roomInfo });
const booked = new Map([['1275339004-0', new Map([['2027-01-09', 0]])]]);

const jobs: AnswerJob[] = [
  { placeId: 1275339, ratings: [3, 4, 5], stay: stay([{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }]), remaining: booked, snapshotOf: 1275339, wishlisted: new Set(), searchId: 'a'.repeat(20) },
  {
    placeId: 1273294, ratings: [4], hids: ['1273294001', '1273294007'], wishlisted: new Set(['1273294007', '1273294011']), searchId: 'b'.repeat(20), remaining: new Map(),
    stay: stay([{ numberOfRooms: 2, numberOfAdults: 2, numberOfChild: 2, childAge: [4, 11] }, { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 1, childAge: [0] }, { numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }]),
  },
];

describe('a search job sent to the search thread', () => {
  it('comes back as the same job, with what is booked sent along', () => {
    for (const job of jobs) expect(fromWire(toWire(job, true), () => undefined)).toEqual(job);
  });

  it("reads the city's snapshot the thread holds when sent without what is booked", () => {
    const held = new Map([[1275339, booked]]);
    const sent = toWire(jobs[0]!, false);
    expect(sent).not.toContain(booked);
    expect(fromWire(sent, (city) => held.get(city))).toEqual(jobs[0]);
    expect(() => fromWire(sent, () => undefined)).toThrow(/no allotment snapshot of city 1275339/);
  });

  it('leaves out the fields a job does not have', () => {
    const back = fromWire(toWire(jobs[1]!, true), () => undefined);
    expect('snapshotOf' in back).toBe(false);
    expect('hids' in fromWire(toWire(jobs[0]!, true), () => undefined)).toBe(false);
  });
});
