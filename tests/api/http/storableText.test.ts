import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { failureEnvelope } from '../../../contract/envelope';
import { SANDBOX_PREFIX } from '../../../server/adapters/payments/sandbox/routes';
import { loginAs, testServer, uniqueIp } from '../support/testApp';

/**
 * Text no database stores (a NUL, a lone surrogate) is refused with a 400 naming the field, on
 * every route, before its handler: the payment sandbox's checkout answered a NUL in its order id
 * with a 500 (PostgreSQL: invalid byte sequence).
 */
async function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: string, headers: Record<string, string> = {}) {
  const { app } = await testServer();
  const res = await app.inject({ method, url, remoteAddress: uniqueIp(), headers: { 'content-type': 'application/json', ...headers }, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, message: res.statusCode < 500 && res.body ? failureEnvelope.safeParse(res.json()).data?.hotelFailureMsg : res.body };
}

const NUL_MESSAGE = 'must not contain a NUL character (\\u0000), which no database stores';

describe('text no database stores', () => {
  it("is refused by the payment sandbox's checkout, which answered a NUL order id with a 500", async () => {
    const key = (await testServer()).app.paymentSandbox!.keyId;
    for (const action of ['pay', 'fail']) {
      const res = await send('POST', `${SANDBOX_PREFIX}/checkout/${action}`, `{"order_id":"\\u0000x","key":"${key}"}`);
      expect(res, action).toEqual({ status: 400, message: `body.order_id: ${NUL_MESSAGE}` });
    }
  });

  it('is refused in a body, a key, a query and a path, with where it is', async () => {
    expect(await send('POST', `${API_BASE}/signup`, '{"mobileNumber":"98765\\u000043210"}')).toEqual({ status: 400, message: `body.mobileNumber: ${NUL_MESSAGE}` });
    expect(await send('POST', `${API_BASE}/signup`, '{"rooms":[{"a\\u0000":1}]}')).toEqual({ status: 400, message: `body.rooms.0.a\u0000: ${NUL_MESSAGE}` });
    expect(await send('POST', `${API_BASE}/signup`, '{"mobileNumber":"\\ud800"}')).toEqual({
      status: 400,
      message: 'body.mobileNumber: must be well-formed text (it holds half of a character: a lone surrogate)',
    });
    expect(await send('GET', `${API_BASE}/cities/search/Goa%00`)).toEqual({ status: 400, message: `params.query: ${NUL_MESSAGE}` });
    // A query a route does not even read is refused too: the check is the same on every route.
    expect(await send('GET', `${API_BASE}/site-config?x=%00`)).toEqual({ status: 400, message: `query.x: ${NUL_MESSAGE}` });
  });

  it("is bad input before it is another user's: a signed-in traveller's NUL gets the 400, not a 403", async () => {
    const { token } = await loginAs();
    const res = await send('PUT', `${API_BASE}/saveProfile`, '{"userId":"\\u0000","firstName":"Asha"}', { authorization: token });
    expect(res).toEqual({ status: 400, message: `body.userId: ${NUL_MESSAGE}` });
  });
});
