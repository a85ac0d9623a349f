import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../contract/envelope';
import { retrieveWishlistResponse, WISHLIST_MAX_HOTELS, wishlistChangeResponse, wishlistMessages } from '../../contract/wishlist';
import { wishlistRepo } from '../../server/modules/wishlist/repo';
import { catalogueHotelId } from './authorization/matrix';
import { searchBody } from './catalogue/support';
import { api, guestToken, loginAs, testServer } from './support/testApp';

async function hotels(n: number): Promise<string[]> {
  const server = await testServer();
  return Promise.all(Array.from({ length: n }, (_, i) => catalogueHotelId(server, i)));
}
const retrieve = async (token: string, userId: string) => {
  const res = await api('POST', '/retrieve-wishlist', { body: { userId }, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return retrieveWishlistResponse.parse(res.body).response.searchResult.his;
};

describe('wishlist', () => {
  it('saves, lists (newest first, as search shows hotels, flagged) and deletes', async () => {
    const { token, userId } = await loginAs();
    const [a, b] = await hotels(2);
    expect(await retrieve(token, userId)).toEqual([]);

    const saved = await api('POST', '/save-wishlist', { body: { userId, hotelId: a }, token });
    expect(saved.status).toBe(200);
    expect(wishlistChangeResponse.parse(saved.body).response).toEqual({ userId, hotelId: a, wishlisted: true });
    (await testServer()).clock.advance(1_000);
    await api('POST', '/save-wishlist', { body: { userId, hotelId: b }, token });

    const list = await retrieve(token, userId);
    expect(list.map((h) => h.id)).toEqual([b, a]);
    for (const hotel of list) {
      expect(hotel.wishlist).toBe(true);
      expect(hotel.name.length).toBeGreaterThan(0);
    }

    const removed = await api('POST', '/delete-wishlist', { body: { userId, hotelId: b }, token });
    expect(removed.status).toBe(200);
    expect(removed.body.response.wishlisted).toBe(false);
    expect((await retrieve(token, userId)).map((h) => h.id)).toEqual([a]);
  });

  it('saving twice and deleting what is not there are harmless', async () => {
    const { token, userId } = await loginAs();
    const [a, b] = await hotels(2);
    for (let i = 0; i < 2; i++) expect((await api('POST', '/save-wishlist', { body: { userId, hotelId: a }, token })).status).toBe(200);
    expect((await retrieve(token, userId)).map((h) => h.id)).toEqual([a]);
    expect((await api('POST', '/delete-wishlist', { body: { userId, hotelId: b }, token })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await api('POST', '/delete-wishlist', { body: { userId, hotelId: a }, token })).status).toBe(200);
    expect(await retrieve(token, userId)).toEqual([]);
  });

  it('accepts numeric ids as the old client sends them', async () => {
    const { token, userId } = await loginAs();
    const [a] = await hotels(1);
    expect((await api('POST', '/save-wishlist', { body: { userId, hotelId: Number(a) }, token })).status).toBe(200);
    expect((await retrieve(token, userId)).map((h) => h.id)).toEqual([a]);
  });

  it.each([
    ['no hotel', (userId: string) => ({ userId })],
    ['a blank hotel', (userId: string) => ({ userId, hotelId: '' })],
    ['no user', (_: string, hotelId: string) => ({ hotelId })],
    ['a null user', (_: string, hotelId: string) => ({ userId: null, hotelId })],
    ['an empty body', () => ({})],
  ])('answers %s with 400 and the spec message', async (_label, build) => {
    const { token, userId } = await loginAs();
    const [a] = await hotels(1);
    for (const path of ['/save-wishlist', '/delete-wishlist']) {
      const res = await api('POST', path, { body: build(userId, a!), token });
      expect(res.status).toBe(400);
      expect(failureEnvelope.parse(res.body).hotelFailureMsg).toBe('Unable to update wishlist: Missing user or hotel information');
    }
    expect(await retrieve(token, userId)).toEqual([]);
  });

  it('answers an unknown hotel id with 404, a malformed one with 400 naming it, and stores nothing', async () => {
    const { token, userId } = await loginAs();
    for (const path of ['/save-wishlist', '/delete-wishlist']) {
      for (const hotelId of ['no-such-hotel', '12.3456', 'x'.repeat(1_000)]) {
        const res = await api('POST', path, { body: { userId, hotelId }, token });
        expect(res.status).toBe(400);
        expect(res.body.hotelFailureMsg).toBe('body.hotelId: must be a hotel id');
      }
    }
    for (const hotelId of ['99999999999']) {
      for (const path of ['/save-wishlist', '/delete-wishlist']) {
        const res = await api('POST', path, { body: { userId, hotelId }, token });
        expect(res.status).toBe(404);
        expect(res.body.hotelFailureMsg).toBe(wishlistMessages.unknownHotel);
      }
    }
    const { db } = await testServer();
    expect(await db.rows('select 1 from wishlist where user_id = $1', [userId])).toHaveLength(0);
  });

  it('retrieve needs the user id of the session', async () => {
    const { token } = await loginAs();
    const res = await api('POST', '/retrieve-wishlist', { body: {}, token });
    expect(res.status).toBe(400);
    expect(res.body.hotelFailureMsg).toBe(wishlistMessages.missingUser);
  });

  it('keeps each user to their own list', async () => {
    const me = await loginAs();
    const other = await loginAs();
    const [a, b] = await hotels(2);
    await api('POST', '/save-wishlist', { body: { userId: me.userId, hotelId: a }, token: me.token });
    await api('POST', '/save-wishlist', { body: { userId: other.userId, hotelId: b }, token: other.token });
    expect((await retrieve(me.token, me.userId)).map((h) => h.id)).toEqual([a]);
    expect((await retrieve(other.token, other.userId)).map((h) => h.id)).toEqual([b]);
    const stolen = await api('POST', '/retrieve-wishlist', { body: { userId: other.userId }, token: me.token });
    expect(stolen.status).toBe(403);
    expect(stolen.body.response).toBeUndefined();
  });

  it("savedSet gives the flag source for search, trending and detail answers: the user's ids, no one else's", async () => {
    const { token, userId } = await loginAs();
    const other = await loginAs();
    const [a, b] = await hotels(2);
    await api('POST', '/save-wishlist', { body: { userId, hotelId: a }, token });
    await api('POST', '/save-wishlist', { body: { userId: other.userId, hotelId: b }, token: other.token });
    const repo = wishlistRepo((await testServer()).db.orm);
    expect([...(await repo.savedSet(userId))]).toEqual([a]);
    expect([...(await repo.savedSet(other.userId))]).toEqual([b]);
    expect((await repo.savedSet('no-such-user')).size).toBe(0);
  });

  it('forgets a user’s wishlist and sessions with the user', async () => {
    const { token, userId } = await loginAs();
    const [a] = await hotels(1);
    await api('POST', '/save-wishlist', { body: { userId, hotelId: a }, token });
    const { db } = await testServer();
    await db.rows('delete from users where id = $1', [userId]);
    expect(await db.rows('select 1 from wishlist where user_id = $1', [userId])).toHaveLength(0);
    expect(await db.rows('select 1 from sessions where user_id = $1', [userId])).toHaveLength(0);
  });

  it('search and trending answers flag the hotels the session’s user saved, and only for that user', async () => {
    const me = await loginAs();
    const other = await loginAs();
    const guest = await guestToken();
    const body = await searchBody();
    const before = await api('POST', '/hotel-search-v2', { body, token: me.token });
    const saved = before.body.response.searchResult.his[1].id as string;
    await api('POST', '/save-wishlist', { body: { userId: me.userId, hotelId: saved }, token: me.token });
    const flagged = async (path: string, token: string, payload?: unknown) => {
      const res = await api(path === '/trending-gateway' ? 'GET' : 'POST', path, { ...(payload ? { body: payload } : {}), token });
      expect(res.status).toBe(200);
      return (res.body.response.searchResult.his as Array<{ id: string; wishlist: boolean }>).filter((h) => h.wishlist).map((h) => h.id);
    };
    expect(await flagged('/hotel-search-v2', me.token, body)).toEqual([saved]);
    expect(await flagged('/hotel-search-v2', other.token, body)).toEqual([]);
    expect(await flagged('/hotel-search-v2', guest, body)).toEqual([]);

    const trending = (await api('GET', '/trending-gateway')).body.response.searchResult.his[0].id as string;
    await api('POST', '/save-wishlist', { body: { userId: me.userId, hotelId: trending }, token: me.token });
    expect(await flagged('/trending-gateway', me.token)).toContain(trending);
    expect(await flagged('/trending-gateway', other.token)).toEqual([]);
  });

  it('detail answers flag a saved hotel for its owner only, on all three detail calls', async () => {
    const me = await loginAs();
    const other = await loginAs();
    const body = await searchBody();
    const search = await api('POST', '/hotel-search-v2', { body, token: me.token });
    const { hotelSearchId } = search.body.response;
    const hotelId = search.body.response.searchResult.his[0].id as string;
    await api('POST', '/save-wishlist', { body: { userId: me.userId, hotelId }, token: me.token });
    const calls: Array<[string, unknown]> = [
      ['/detail-search/v2', { id: hotelId, hotelSearchId, searchQuery: body.searchQuery }],
      ['/search-by-hotel-id', { hotelId, searchQuery: body.searchQuery, sync: true }],
      ['/detail-search', { id: hotelId }],
    ];
    for (const [path, payload] of calls) {
      const mine = await api('POST', path, { body: payload, token: me.token });
      expect(mine.status, path).toBe(200);
      expect(mine.body.response.hotel.wishlist, path).toBe(true);
      const theirs = await api('POST', path, { body: payload, token: other.token });
      expect(theirs.body.response.hotel.wishlist, path).toBe(false);
      const anonymous = await api('POST', path, { body: payload });
      expect(anonymous.body.response.hotel.wishlist, path).toBe(false);
    }
  });

  describe(`holds at most ${WISHLIST_MAX_HOTELS} hotels`, () => {
    /** Fills the user's list with the catalogue's first `n` hotels, as if saved one by one. */
    async function filled(n: number) {
      const { db } = await testServer();
      const owner = await loginAs();
      await db.rows(
        `insert into wishlist (user_id, hotel_id, created_at)
         select $1, id::text, now() - (row_number() over (order by id)) * interval '1 second' from (select id from hotels order by id limit $2) h`,
        [owner.userId, n],
      );
      return { ...owner, ids: await hotels(Math.max(n, WISHLIST_MAX_HOTELS) + 3) };
    }

    it(`saves the ${WISHLIST_MAX_HOTELS}th, refuses the next with 409 and a clear message, and stores nothing then`, async () => {
      const { token, userId, ids } = await filled(WISHLIST_MAX_HOTELS - 1);
      expect((await api('POST', '/save-wishlist', { body: { userId, hotelId: ids[WISHLIST_MAX_HOTELS - 1] }, token })).status).toBe(200);
      const full = await api('POST', '/save-wishlist', { body: { userId, hotelId: ids[WISHLIST_MAX_HOTELS] }, token });
      expect(full.status).toBe(409);
      expect(failureEnvelope.parse(full.body)).toMatchObject({ hotelFailureCode: 4090, hotelFailureMsg: 'Your wishlist is full: it holds at most 200 hotels. Remove one to save another.' });
      // Saving one it holds is still harmless, and a removal makes room.
      expect((await api('POST', '/save-wishlist', { body: { userId, hotelId: ids[0] }, token })).status).toBe(200);
      expect((await api('POST', '/delete-wishlist', { body: { userId, hotelId: ids[0] }, token })).status).toBe(200);
      expect((await api('POST', '/save-wishlist', { body: { userId, hotelId: ids[WISHLIST_MAX_HOTELS] }, token })).status).toBe(200);
      const { db } = await testServer();
      expect(await db.rows('select 1 from wishlist where user_id = $1', [userId])).toHaveLength(WISHLIST_MAX_HOTELS);
    });

    it('gives the last place to exactly one of two saves at once', async () => {
      const { token, userId, ids } = await filled(WISHLIST_MAX_HOTELS - 1);
      const answers = await Promise.all(
        [ids[WISHLIST_MAX_HOTELS], ids[WISHLIST_MAX_HOTELS + 1], ids[WISHLIST_MAX_HOTELS + 2]].map((hotelId) => api('POST', '/save-wishlist', { body: { userId, hotelId }, token })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const { db } = await testServer();
      expect(await db.rows('select 1 from wishlist where user_id = $1', [userId])).toHaveLength(WISHLIST_MAX_HOTELS);
    });

    it('lists the newest 200 of a list saved before the cap', async () => {
      const { token, userId, ids } = await filled(WISHLIST_MAX_HOTELS + 50);
      const listed = await retrieve(token, userId);
      expect(listed).toHaveLength(WISHLIST_MAX_HOTELS);
      // Filled with the first hotel newest.
      expect(listed[0]!.id).toBe(ids[0]);
    });
  });
});
