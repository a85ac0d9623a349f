import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureEnvelope, successEnvelope } from '../../contract/envelope';
import { installErrorHandler } from '../../server/http/errorHandler';
import { route } from '../../server/http/route';

/** The shared route helper and error handler, on a small app with routes made for the test. */
async function probeApp() {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  route(app, {
    method: 'POST',
    url: '/echo/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ name: z.string().min(3), rooms: z.array(z.object({ adults: z.number().int().min(1) })) }),
    response: successEnvelope(z.object({ id: z.number(), name: z.string() })),
    handler: ({ body, params }) => ({ id: params.id, name: body.name }),
  });
  route(app, {
    method: 'GET',
    url: '/explode',
    response: successEnvelope(z.object({})),
    handler: () => {
      throw new Error('secret database password is hunter2');
    },
  });
  await app.ready();
  return app;
}

describe('route helper and error handler', () => {
  it('wraps a handler result in the SUCCESS envelope', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: 'Goa', rooms: [{ adults: 1 }] } });
    expect(res.statusCode).toBe(200);
    expect(successEnvelope(z.object({ id: z.number(), name: z.string() })).parse(res.json()).response).toEqual({ id: 7, name: 'Goa' });
  });

  it('names the invalid body field in a 400', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: 'Goa', rooms: [{ adults: 0 }] } });
    expect(res.statusCode).toBe(400);
    expect(failureEnvelope.parse(res.json()).hotelFailureMsg).toMatch(/^body\.rooms\.0\.adults: /);
  });

  it('names an invalid path parameter in a 400', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'POST', url: '/echo/abc', payload: { name: 'Goa', rooms: [] } });
    expect(res.statusCode).toBe(400);
    expect(failureEnvelope.parse(res.json()).hotelFailureMsg).toMatch(/^params\.id: /);
  });

  it('rejects a missing body with a 400 naming the body', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'POST', url: '/echo/7' });
    expect(res.statusCode).toBe(400);
    expect(failureEnvelope.parse(res.json()).hotelFailureMsg).toMatch(/^body/);
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'POST', url: '/echo/7', payload: '<xml/>', headers: { 'content-type': 'text/xml' } });
    expect(res.statusCode).toBe(415);
    expect(failureEnvelope.parse(res.json()).hotelFailureCode).toBe(4150);
  });

  it('answers an unexpected error with a 500 envelope that leaks nothing', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'GET', url: '/explode' });
    expect(res.statusCode).toBe(500);
    const body = failureEnvelope.parse(res.json());
    expect(body.hotelFailureCode).toBe(5000);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('Error');
  });
});
