import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { testServer } from '../support/testApp';
import { authorizationMatrix, partnerRoutes, publicRoutes } from './matrix';
import { registeredRoutes } from './registeredRoutes';

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The matrix is written by hand; this keeps it complete. Every route the real app registers must
 * be a row of the authorization matrix (tested five ways in matrix.test.ts), on the commented
 * public list beside it, or on its list of partner routes (partner/access.test.ts). A new route fails here until someone decides who may call it.
 */
describe('every registered route has a stated access rule', () => {
  it('reads the whole route table of the real app', async () => {
    const { app } = await testServer();
    const routes = registeredRoutes(app).map(key);
    // The reader sees nested, parametric and prefixed routes alike.
    expect(routes).toEqual(
      expect.arrayContaining([
        `GET ${API_BASE}/guest`,
        `POST ${API_BASE}/signup`,
        `POST ${API_BASE}/signup/validate/otp`,
        `GET ${API_BASE}/cities/search/:query`,
        'GET /media/hotels/:hotelId/:file',
        'GET /healthz',
      ]),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('is in the matrix or on the public list, and neither list names a route that does not exist', async () => {
    const { app } = await testServer();
    const registered = new Set(registeredRoutes(app).map(key));
    const matrix = authorizationMatrix.map((row) => key({ method: row.method, url: `${API_BASE}${row.route ?? row.path}` }));
    const open = [...publicRoutes, ...partnerRoutes].map(key);

    const unlisted = [...registered].filter((r) => !matrix.includes(r) && !open.includes(r));
    expect(unlisted, 'routes with no access rule: add them to the matrix or the public list').toEqual([]);
    expect(matrix.filter((r) => open.includes(r)), 'routes on both lists').toEqual([]);
    expect([...matrix, ...open].filter((r) => !registered.has(r)), 'listed routes the app does not have').toEqual([]);
    expect(new Set(open).size).toBe(open.length);
  });
});
