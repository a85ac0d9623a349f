import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { api, testServer } from '../support/testApp';
import { DELHI, MUMBAI, searchBody } from './support';

/**
 * The benchmark's ceiling (BENCH_CEILING=1): each search body answered with that body's own search
 * answer, from a buffer, so that the bench compares search with a route sending the same bytes.
 */
describe('the bench ceiling route', () => {
  let bench: FastifyInstance;

  beforeAll(async () => {
    const { config, db, clock } = await testServer();
    bench = await buildApp({ config: { ...config, benchCeiling: true }, db, clock: clock.now });
    await bench.ready();
  });
  afterAll(() => bench.close());

  const post = async (path: string, body: unknown) => {
    const response = await bench.inject({ method: 'POST', url: `${API_BASE}${path}`, payload: body as object });
    return { status: response.statusCode, text: response.body };
  };
  const withoutSearchId = (text: string) => text.replace(/"hotelSearchId":"[^"]+"/, '').replace(/"id":"[^"-]+-/g, '"id":"');

  it("answers each body with that body's search answer, the same bytes each time", async () => {
    const bodies = [await searchBody({ city: MUMBAI }), await searchBody({ city: DELHI, nights: 3, rooms: [{ numberOfAdults: 1 }, { numberOfAdults: 2, numberOfChild: 1, childAge: [8] }] })];
    const answers: string[] = [];
    for (const body of bodies) {
      const ceiling = await post('/bench/ceiling', body);
      const search = await post('/hotel-search-v2', body);
      expect([ceiling.status, search.status]).toEqual([200, 200]);
      expect(ceiling.text.length).toBe(search.text.length);
      expect(withoutSearchId(ceiling.text)).toBe(withoutSearchId(search.text));
      expect((await post('/bench/ceiling', body)).text).toBe(ceiling.text);
      answers.push(ceiling.text);
    }
    expect(answers[0]).not.toBe(answers[1]);
  });

  it('refuses a bad body as search does, and is not there without BENCH_CEILING', async () => {
    const body = await searchBody();
    const bad = await post('/bench/ceiling', { ...body, searchQuery: { ...body.searchQuery, roomInfo: [] } });
    expect(bad.status).toBe(400);
    expect((await api('POST', '/bench/ceiling', { body })).status).toBe(404);
  });
});
