import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../contract/envelope';
import { api, guestToken, loginAs, testServer, uniqueIp, type TestServer } from '../support/testApp';
import { authorizationMatrix, type MatrixRow } from './matrix';

/**
 * Every row of the matrix, called five ways. Each scenario gets fresh sessions (a call may rotate
 * or end the caller's token). "Nothing changed" compares every row of every table with a user_id
 * column for both users before and after, so new user-scoped tables are covered without edits.
 */

type Scenario = 'anonymous' | 'guest' | 'owner' | 'otherUser' | 'afterLogout';
const scenarios: Scenario[] = ['anonymous', 'guest', 'owner', 'otherUser', 'afterLogout'];

function expected(row: MatrixRow, scenario: Scenario): 'ok' | 401 | 403 {
  if (row.access === 'anyone') return 'ok';
  if (scenario === 'anonymous' || scenario === 'afterLogout') return 401;
  if (row.access === 'guest') return 'ok';
  if (scenario === 'guest') return 401;
  return scenario === 'otherUser' ? 403 : 'ok';
}

async function userScopedState(server: TestServer, userIds: string[]): Promise<string> {
  const tables = await server.db.rows<{ table_name: string }>(
    `select table_name from information_schema.columns
     where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
  );
  const dump: Record<string, unknown[]> = {};
  for (const { table_name } of tables) {
    if (table_name === 'sessions') continue; // the callers' own sessions change by design (touch)
    dump[table_name] = await server.db.rows(
      `select row_to_json(t)::text as r from "${table_name}" t where user_id = any($1::text[]) order by 1`,
      [userIds],
    );
  }
  return JSON.stringify(dump);
}

describe('authorization matrix', () => {
  it('lists each route once', () => {
    const keys = authorizationMatrix.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const row of authorizationMatrix) {
    describe(`${row.method} ${row.path} (${row.access})`, () => {
      for (const scenario of scenarios) {
        const want = expected(row, scenario);
        it(`${scenario}: ${want === 'ok' ? 'allowed' : want}`, async () => {
          const server = await testServer();
          const owner = await loginAs();
          const ctx = { ownerId: owner.userId, server };
          await row.prepare?.(ctx);

          let token: string | undefined;
          let otherId: string | undefined;
          if (scenario === 'guest') token = await guestToken();
          if (scenario === 'owner') token = owner.token;
          if (scenario === 'otherUser') ({ token, userId: otherId } = await loginAs());
          if (scenario === 'afterLogout') {
            expect((await api('POST', '/logout', { token: owner.token })).status).toBe(200);
            token = owner.token;
          }

          const users = [owner.userId, ...(otherId ? [otherId] : [])];
          const before = await userScopedState(server, users);
          const body = row.body ? await row.body({ ...ctx, token }) : undefined;
          const res = await api(row.method, row.pathFor ? row.pathFor(ctx) : row.path, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}), ip: uniqueIp() });

          if (want === 'ok') {
            expect(res.status, JSON.stringify(res.body)).toBe(row.okStatus ?? 200);
            if (row.okContentType) expect(res.headers['content-type']).toBe(row.okContentType);
            else expect(res.body.hotelStatus).toBe('SUCCESS');
            return;
          }
          expect(res.status, JSON.stringify(res.body)).toBe(want);
          const failure = failureEnvelope.strict().parse(res.body);
          expect(failure.hotelFailureCode).toBe(want === 401 ? 4010 : 4030);
          expect(await userScopedState(server, users)).toBe(before);
        });
      }
      const others = row.othersBooking;
      if (others) {
        it("another user asking for the owner's booking: 404, as for a booking that does not exist", async () => {
          const server = await testServer();
          const owner = await loginAs();
          const ctx = { ownerId: owner.userId, server };
          await row.prepare?.(ctx);
          const stranger = await loginAs();
          const users = [owner.userId, stranger.userId];
          const before = await userScopedState(server, users);
          const { userId: _claimed, ...body } = ((await row.body?.(ctx)) ?? {}) as Record<string, unknown>;
          const path = row.pathFor ? row.pathFor(ctx) : row.path;
          const asked = await api(row.method, path, { body, token: stranger.token, ip: uniqueIp() });
          const missing = await api(row.method, others.missingPath?.(ctx) ?? path, { body: (await others.missingBody?.(ctx)) ?? body, token: stranger.token, ip: uniqueIp() });
          expect(asked.status, JSON.stringify(asked.body)).toBe(404);
          expect(failureEnvelope.strict().parse(asked.body).hotelFailureCode).toBe(4040);
          expect(asked.body).toEqual(missing.body);
          expect(await userScopedState(server, users)).toBe(before);
        });
      }
    });
  }
});

describe('after the account is deleted', () => {
  it("its device token gets 401 on every route that needs one, and nothing of it is read", async () => {
    const server = await testServer();
    const owner = await loginAs();
    expect((await api('POST', '/account-deletion/delete', { token: owner.token, body: { reasons: ['Other reasons'] } })).status).toBe(200);
    for (const row of authorizationMatrix.filter((r) => r.access !== 'anyone')) {
      const path = row.route ? row.route.replace(/:(\w+)/g, 'PDV0000000000') : row.path;
      const res = await api(row.method, path, { token: owner.token, body: { userId: owner.userId }, ip: uniqueIp() });
      expect(res.status, `${row.method} ${row.path}`).toBe(401);
      expect(failureEnvelope.strict().parse(res.body).hotelFailureCode).toBe(4010);
    }
    expect(await server.db.rows('select 1 from users where id = $1', [owner.userId])).toEqual([]);
  });
});
