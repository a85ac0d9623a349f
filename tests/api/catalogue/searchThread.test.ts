import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { readCatalogueTexts, buildReadModel } from '../../../server/modules/catalogue/readModel';
import { shareTexts } from '../../../server/modules/catalogue/sharedTexts';
import { inlineWriter, threadedWriter, type AnswerWriter } from '../../../server/modules/search/answerWriter';
import type { AnswerJob } from '../../../server/modules/search/answer';
import { addDays } from '../../../domain/dates';
import { testServer } from '../support/testApp';
import { day, MUMBAI, DELHI } from './support';

const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;
const writers: AnswerWriter[] = [];
afterAll(async () => {
  for (const writer of writers) await writer.close();
});

async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The request thread's writer, counting the answers it writes while a search thread runs. */
function counted(model: ReturnType<typeof buildReadModel>): AnswerWriter & { written: number } {
  const inline = inlineWriter(model);
  const writer = {
    ...inline,
    written: 0,
    write(job: AnswerJob) {
      writer.written++;
      return inline.write(job);
    },
  };
  return writer;
}

async function catalogue() {
  const { db, app } = await testServer();
  const read = await readCatalogueTexts(db);
  return { texts: shareTexts(read), model: buildReadModel(read), app };
}

async function jobs(model: ReturnType<typeof buildReadModel>): Promise<AnswerJob[]> {
  const mumbai = model.hotelsByCity.get(MUMBAI)!;
  const subPlace = model.citiesByPopulation.find((c) => c.hotelCount === 0 && Math.abs(c.lat - model.cities.get(MUMBAI)!.lat) < 0.1)!;
  const lead = mumbai[0]!.roomTypes[0]!;
  const checkinDate = await day(20);
  const stay = (nights: number, roomInfo: AnswerJob['stay']['roomInfo']) => ({ checkinDate, checkoutDate: addDays(checkinDate, nights), roomInfo });
  const twoAdults = [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }];
  return [
    { placeId: MUMBAI, ratings: [3, 4, 5], stay: stay(2, twoAdults), remaining: new Map(), wishlisted: new Set(), searchId: 'a'.repeat(20) },
    // Booked out on a night of the stay, wishlisted, a family over three rooms, 4 and 5 stars only.
    {
      placeId: MUMBAI, ratings: [4, 5], stay: stay(3, [{ numberOfRooms: 3, numberOfAdults: 2, numberOfChild: 1, childAge: [9] }]),
      remaining: new Map([[lead.id, new Map([[checkinDate, 0]])]]), snapshotOf: MUMBAI, wishlisted: new Set([mumbai[1]!.id, mumbai[2]!.id]), searchId: 'b'.repeat(20),
    },
    { placeId: DELHI, ratings: [3], hids: model.hotelsByCity.get(DELHI)!.slice(0, 5).map((h) => h.id), stay: stay(1, twoAdults), remaining: new Map(), wishlisted: new Set(), searchId: 'c'.repeat(20) },
    { placeId: subPlace.id, ratings: [3, 4, 5], stay: stay(1, twoAdults), remaining: new Map(), wishlisted: new Set(), searchId: 'd'.repeat(20) },
  ];
}

describe('the search thread', () => {
  it('writes the same bytes as the request thread, for cities, sub-places, bookings, wishlists and hotel ids', async () => {
    const { texts, model } = await catalogue();
    const inline = inlineWriter(model);
    const threaded = threadedWriter(texts, inlineWriter(model), log);
    writers.push(threaded);
    // Until it has started and built its model, the request thread writes the answers.
    expect([threaded.status, inline.status]).toEqual(['starting', 'off']);
    const [first] = await jobs(model);
    const before = await threaded.write(first!);
    expect(before.bytes.equals((await inline.write(first!)).bytes)).toBe(true);
    threaded.start();
    await until(() => threaded.status === 'ready');
    for (const job of await jobs(model)) {
      const [a, b] = await Promise.all([inline.write(job), threaded.write(job)]);
      expect(b.bytes.length).toBeGreaterThan(100);
      expect(b.bytes.equals(a.bytes)).toBe(true);
      a.release();
      b.release();
    }
    // Buffers given back are written again: many answers, no growth in what is kept.
    for (let i = 0; i < 40; i++) (await threaded.write((await jobs(model))[i % 4]!)).release();
  });

  it("reads a city's allotment snapshot, sent once, until the city's next replaces it; a restarted thread is sent it again", async () => {
    const { texts, model } = await catalogue();
    const inline = inlineWriter(model);
    process.env.STOPS_ONCE_MARKER = path.join(mkdtempSync(path.join(tmpdir(), 'padaav-thread-')), 'ran');
    const errors: string[] = [];
    const noting = { ...log, error: (_: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
    const restarting = threadedWriter(texts, inlineWriter(model), noting, { sourceEntry: new URL('../support/stopsOnceThread.ts', import.meta.url) });
    const threaded = threadedWriter(texts, inlineWriter(model), noting);
    writers.push(threaded, restarting);
    threaded.start();
    restarting.start();
    await until(() => threaded.status === 'ready' && restarting.status === 'ready');
    const [job] = await jobs(model);
    // Every room type of the first 30 Mumbai hotels booked out on the first night, then only the
    // first room type of each, then none: three snapshots of the city, each read by two searches.
    const checkin = job!.stay.checkinDate;
    const hotels = model.hotelsByCity.get(MUMBAI)!.slice(0, 30);
    const all = new Map(hotels.flatMap((h) => h.roomTypes.map((r) => [r.id, new Map([[checkin, 0]])] as const)));
    const firsts = new Map(hotels.map((h) => [h.roomTypes[0]!.id, new Map([[checkin, 0]])] as const));
    const answers: Array<Array<{ ops: Array<{ id: string }> }>> = [];
    for (const remaining of [all, firsts, new Map()]) {
      for (const searchId of ['x', 'y'].map((c) => c.repeat(20))) {
        const booked: AnswerJob = { ...job!, remaining, snapshotOf: MUMBAI, searchId };
        const [a, b] = await Promise.all([inline.write(booked), threaded.write(booked)]);
        expect(b.bytes.equals(a.bytes)).toBe(true);
        answers.push(JSON.parse(a.bytes.toString('utf8')).response.searchResult.his as Array<{ ops: Array<{ id: string }> }>);
      }
    }
    // The first snapshot leaves the 30 hotels out; the second only some of their options, so
    // they lead with others; the third, nothing.
    const leads = (his: Array<{ ops: Array<{ id: string }> }>) => his.map((hit) => hit.ops[0]!.id);
    expect(answers[4]!.length - answers[0]!.length).toBe(30);
    expect(answers[2]!.length).toBe(answers[4]!.length);
    expect(leads(answers[2]!)).not.toEqual(leads(answers[4]!));
    // The first thread stops at its first job, which is written here; the restarted one holds no
    // snapshot and is sent the city's again with its next job, which it writes itself.
    const booked: AnswerJob = { ...job!, remaining: firsts, snapshotOf: MUMBAI };
    expect((await restarting.write(booked)).bytes.equals((await inline.write(booked)).bytes)).toBe(true);
    expect(restarting.status).toBe('starting');
    await until(() => restarting.status === 'ready', 10_000);
    expect((await restarting.write(booked)).bytes.equals((await inline.write(booked)).bytes)).toBe(true);
    // Its stop is reported; no job failed on either thread for want of a snapshot.
    expect(errors).toEqual([expect.stringMatching(/^search thread stopped/)]);
  });

  it('gives each of many searches at once its own answer, written on either thread; one that fails does not fail the others', async () => {
    const { texts, model } = await catalogue();
    const inline = inlineWriter(model);
    const here = counted(model);
    const threaded = threadedWriter(texts, here, log);
    writers.push(threaded);
    threaded.start();
    await until(() => threaded.status === 'ready');
    const all = await jobs(model);
    // 24 searches at once, with an unknown place among them: one fails, the others are right.
    const batch = Array.from({ length: 24 }, (_, i) => (i === 13 ? { ...all[0]!, placeId: 42 } : { ...all[i % all.length]!, searchId: String(i).padStart(20, '0') }));
    const answers = await Promise.allSettled(batch.map((job) => threaded.write(job)));
    for (const [i, answer] of answers.entries()) {
      if (i === 13) {
        expect(answer).toMatchObject({ status: 'rejected', reason: { status: 404 } });
        continue;
      }
      expect(answer.status).toBe('fulfilled');
      const { bytes } = (answer as PromiseFulfilledResult<{ bytes: Buffer }>).value;
      expect(bytes.equals((await inline.write(batch[i]!)).bytes)).toBe(true);
    }
    // The thread was handed two at once; the request thread took some of those that waited.
    expect(here.written).toBeGreaterThan(0);
    expect(here.written).toBeLessThanOrEqual(22);
  });

  it('answers an unknown place with the same 404 as the request thread', async () => {
    const { texts, model } = await catalogue();
    const threaded = threadedWriter(texts, inlineWriter(model), log);
    writers.push(threaded);
    threaded.start();
    await until(() => threaded.status === 'ready');
    const [job] = await jobs(model);
    await expect(threaded.write({ ...job!, placeId: 42 })).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/no city, place or region with id 42/) });
  });

  it('writes the answer on the request thread when the thread stops mid-job, and starts the thread again', async () => {
    const { texts, model } = await catalogue();
    const stopping = threadedWriter(texts, inlineWriter(model), log, { sourceEntry: new URL('../support/stoppingThread.ts', import.meta.url) });
    writers.push(stopping);
    stopping.start();
    await until(() => stopping.status === 'ready');
    const [job] = await jobs(model);
    const answer = await stopping.write(job!);
    const expected = await inlineWriter(model).write(job!);
    expect(answer.bytes.equals(expected.bytes)).toBe(true);
    expect(stopping.status).toBe('starting');
    // Searches waiting for the thread when it stops are written here too, each its own.
    await until(() => stopping.status === 'ready', 10_000);
    const all = await jobs(model);
    const answers = await Promise.all(all.map((one) => stopping.write(one)));
    for (const [i, one] of all.entries()) expect(answers[i]!.bytes.equals((await inlineWriter(model).write(one)).bytes)).toBe(true);
    expect(stopping.status).toBe('starting');
    // It comes back after a second.
    await until(() => stopping.status === 'ready', 10_000);
  });

  it('is what the server writes search answers with', async () => {
    const { app } = await testServer();
    await until(() => app.catalogue.search.writer.status === 'ready');
  });
});
