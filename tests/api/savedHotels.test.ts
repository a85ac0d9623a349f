import { describe, expect, it } from 'vitest';
import { savedHotelsKept, savedHotelsRead } from '../../server/modules/wishlist/savedHotels';
import { searchBody } from './catalogue/support';
import { api, loginAs } from './support/testApp';

/** A reader of saved hotel ids that counts its reads and can be held mid-read. */
function countingRead(lists: Map<string, string[]>) {
  let reads = 0;
  let held: Promise<void> | undefined;
  return {
    read: async (userId: string) => {
      reads++;
      const ids = new Set(lists.get(userId) ?? []);
      await held;
      return ids;
    },
    reads: () => reads,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
  };
}

describe('saved hotels kept per user (the embedded database)', () => {
  it('reads a user once for many answers, again after each change, and never for no user', async () => {
    const lists = new Map([['asha', ['h1']]]);
    const source = countingRead(lists);
    const saved = savedHotelsKept(source.read);
    for (let i = 0; i < 5; i++) expect([...(await saved.of('asha'))]).toEqual(['h1']);
    expect(source.reads()).toBe(1);
    lists.set('asha', ['h1', 'h2']);
    saved.changed('asha');
    expect([...(await saved.of('asha'))]).toEqual(['h1', 'h2']);
    expect(source.reads()).toBe(2);
    expect((await saved.of(null)).size).toBe(0);
    expect((await saved.of(undefined)).size).toBe(0);
    expect(source.reads()).toBe(2);
  });

  it('does not keep a read that a change overtook: the next answer reads again', async () => {
    const lists = new Map([['ravi', ['h1']]]);
    const source = countingRead(lists);
    const saved = savedHotelsKept(source.read);
    const release = source.hold();
    const reading = saved.of('ravi');
    lists.set('ravi', []);
    saved.changed('ravi');
    release();
    expect([...(await reading)]).toEqual(['h1']);
    expect((await saved.of('ravi')).size).toBe(0);
    expect(source.reads()).toBe(2);
  });

  it('keeps at most `limit` users, dropping the one asked for least recently', async () => {
    const source = countingRead(new Map());
    const saved = savedHotelsKept(source.read, 2);
    await saved.of('a');
    await saved.of('b');
    await saved.of('a');
    await saved.of('c');
    expect(source.reads()).toBe(3);
    await saved.of('a');
    expect(source.reads()).toBe(3);
    await saved.of('b');
    expect(source.reads()).toBe(4);
  });

  it('on a shared database reads every time', async () => {
    const source = countingRead(new Map([['meera', ['h9']]]));
    const saved = savedHotelsRead(source.read);
    await saved.of('meera');
    await saved.of('meera');
    expect(source.reads()).toBe(2);
  });
});

describe('the wishlist flag of search answers after a change', () => {
  it('follows each save and removal at once', async () => {
    const me = await loginAs();
    const body = await searchBody();
    const flagged = async () => {
      const res = await api('POST', '/hotel-search-v2', { body, token: me.token });
      expect(res.status).toBe(200);
      return (res.body.response.searchResult.his as Array<{ id: string; wishlist: boolean }>).filter((h) => h.wishlist).map((h) => h.id);
    };
    expect(await flagged()).toEqual([]);
    const first = (await api('POST', '/hotel-search-v2', { body, token: me.token })).body.response.searchResult.his[2].id as string;
    expect((await api('POST', '/save-wishlist', { body: { userId: me.userId, hotelId: first }, token: me.token })).status).toBe(200);
    expect(await flagged()).toEqual([first]);
    expect((await api('POST', '/delete-wishlist', { body: { userId: me.userId, hotelId: first }, token: me.token })).status).toBe(200);
    expect(await flagged()).toEqual([]);
  });
});
