import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { CatalogueStore } from '../../../server/modules/catalogue/store/catalogueStore';
import { readHotelSources } from '../../../server/modules/catalogue/store/hotelSource';
import { readPlacesJson } from '../../../server/modules/catalogue/store/places';
import { inlineWriter, threadedWriter, type AnswerWriter } from '../../../server/modules/search/answerWriter';
import type { AnswerJob } from '../../../server/modules/search/answer';
import { addDays, dayNumber, todayInIndia } from '../../../domain/dates';
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
function counted(model: CatalogueStore): AnswerWriter & { written: number } {
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

/** A shared catalogue of the test database of its own (the server's stays as it is). */
async function catalogue() {
  const { db, app } = await testServer();
  const today = dayNumber(todayInIndia(new Date()));
  return { model: await CatalogueStore.build(db, await readPlacesJson(db), today), app, db, today };
}

async function jobs(model: CatalogueStore): Promise<AnswerJob[]> {
  const mumbai = model.hotelsOfCity(MUMBAI);
  const subPlace = model.places.citiesByPopulation.find((c) => c.hotelCount === 0 && Math.abs(c.lat - model.city(MUMBAI)!.lat) < 0.1)!;
  const checkinDate = await day(20);
  const stay = (nights: number, roomInfo: AnswerJob['stay']['roomInfo']) => ({ checkinDate, checkoutDate: addDays(checkinDate, nights), roomInfo });
  const twoAdults = [{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }];
  return [
    { placeId: MUMBAI, ratings: [3, 4, 5], stay: stay(2, twoAdults), wishlisted: [], searchId: 'a'.repeat(20) },
    // Wishlisted, a family over three rooms, 4 and 5 stars only.
    {
      placeId: MUMBAI, ratings: [4, 5], stay: stay(3, [{ numberOfRooms: 3, numberOfAdults: 2, numberOfChild: 1, childAge: [9] }]),
      wishlisted: [mumbai[1]!, mumbai[2]!], searchId: 'b'.repeat(20),
    },
    { placeId: DELHI, ratings: [3], hids: [...model.hotelsOfCity(DELHI).slice(0, 5)], stay: stay(1, twoAdults), wishlisted: [], searchId: 'c'.repeat(20) },
    { placeId: subPlace.id, ratings: [3, 4, 5], stay: stay(1, twoAdults), wishlisted: [], searchId: 'd'.repeat(20) },
  ];
}

describe('the search thread', () => {
  it('writes the same bytes as the request thread, for cities, sub-places, wishlists and hotel ids', async () => {
    const { model } = await catalogue();
    const inline = inlineWriter(model);
    const threaded = threadedWriter(model, inlineWriter(model), log);
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

  it('reads the catalogue the request thread writes: rooms booked out in place show in its next answer, and a restarted thread reads them too', async () => {
    const { model, db, today } = await catalogue();
    const inline = inlineWriter(model);
    process.env.STOPS_ONCE_MARKER = path.join(mkdtempSync(path.join(tmpdir(), 'padaav-thread-')), 'ran');
    const errors: string[] = [];
    const noting = { ...log, error: (_: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
    const restarting = threadedWriter(model, inlineWriter(model), noting, { sourceEntry: new URL('../support/stopsOnceThread.ts', import.meta.url) });
    const threaded = threadedWriter(model, inlineWriter(model), noting);
    writers.push(threaded, restarting);
    threaded.start();
    restarting.start();
    await until(() => threaded.status === 'ready' && restarting.status === 'ready');
    const [job] = await jobs(model);
    // Every room type of the first 30 Mumbai hotels booked out on the first night, then only the
    // first room type of each, then none, written into the catalogue as the change feed writes.
    const checkin = dayNumber(job!.stay.checkinDate);
    const ids = [...model.hotelsOfCity(MUMBAI).slice(0, 30)].map((slot) => model.hotelId(model.recordOf(slot)));
    const sources = await readHotelSources(db, { ids }, today - 1);
    const bookedOut = (which: 'all' | 'firsts' | 'none') => {
      for (const source of sources) {
        source.allotments = new Map(which === 'none' ? [] : source.rooms.slice(0, which === 'all' ? undefined : 1).map((room) => [room[0], [{ day: checkin, total: room[8], taken: room[8] }]]));
      }
      model.put(sources, today);
    };
    const answers: Array<Array<{ ops: Array<{ id: string }> }>> = [];
    for (const which of ['all', 'firsts', 'none'] as const) {
      bookedOut(which);
      for (const searchId of ['x', 'y'].map((c) => c.repeat(20))) {
        const booked: AnswerJob = { ...job!, searchId };
        const [a, b] = await Promise.all([inline.write(booked), threaded.write(booked)]);
        expect(b.bytes.equals(a.bytes)).toBe(true);
        answers.push(JSON.parse(a.bytes.toString('utf8')).response.searchResult.his as Array<{ ops: Array<{ id: string }> }>);
      }
    }
    // Booked out, the 30 hotels are left out; with only their first room types, some of their
    // options, so they lead with others; with none, nothing.
    const leads = (his: Array<{ ops: Array<{ id: string }> }>) => his.map((hit) => hit.ops[0]!.id);
    expect(answers[4]!.length - answers[0]!.length).toBe(30);
    expect(answers[2]!.length).toBe(answers[4]!.length);
    expect(leads(answers[2]!)).not.toEqual(leads(answers[4]!));
    // The first thread stops at its first job, which is written here; the restarted one reads
    // the same shared catalogue, as it is now.
    bookedOut('firsts');
    expect((await restarting.write(job!)).bytes.equals((await inline.write(job!)).bytes)).toBe(true);
    expect(restarting.status).toBe('starting');
    await until(() => restarting.status === 'ready', 10_000);
    expect((await restarting.write(job!)).bytes.equals((await inline.write(job!)).bytes)).toBe(true);
    expect(errors).toEqual([expect.stringMatching(/^search thread stopped/)]);
  });

  it('gives each of many searches at once its own answer, written on either thread; one that fails does not fail the others', async () => {
    const { model } = await catalogue();
    const inline = inlineWriter(model);
    const here = counted(model);
    const threaded = threadedWriter(model, here, log);
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
    const { model } = await catalogue();
    const threaded = threadedWriter(model, inlineWriter(model), log);
    writers.push(threaded);
    threaded.start();
    await until(() => threaded.status === 'ready');
    const [job] = await jobs(model);
    await expect(threaded.write({ ...job!, placeId: 42 })).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/no city, place or region with id 42/) });
  });

  it('writes the answer on the request thread when the thread stops mid-job, and starts the thread again', async () => {
    const { model } = await catalogue();
    const stopping = threadedWriter(model, inlineWriter(model), log, { sourceEntry: new URL('../support/stoppingThread.ts', import.meta.url) });
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
