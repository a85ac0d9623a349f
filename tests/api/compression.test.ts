import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/basePath';
import { searchBody } from './catalogue/support';
import { testServer } from './support/testApp';

async function trending(acceptEncoding?: string) {
  const { app } = await testServer();
  return app.inject({ method: 'GET', url: `${API_BASE}/trending-gateway`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('answer compression', () => {
  it('sends brotli to a client that accepts it, and the same JSON once decoded', async () => {
    const plain = await trending();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await trending('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Trending picks vary between calls: compare the shape, not the picks.
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(decoded.hotelStatus).toBe('SUCCESS');
    expect(decoded.response.searchResult.his).toHaveLength(json.response.searchResult.his.length);
    expect(Object.keys(decoded.response.searchResult.his[0]).sort()).toEqual(Object.keys(json.response.searchResult.his[0]).sort());
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const gz = await trending('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).hotelStatus).toBe('SUCCESS');

    const { app } = await testServer();
    const small = await app.inject({ method: 'GET', url: `${API_BASE}/guest`, headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().hotelStatus).toBe('SUCCESS');
  });

  it('compresses a search answer (hundreds of KB) in one call: brotli or gzip, with its exact length, decoding to the same hotels', async () => {
    const { app } = await testServer();
    const body = await searchBody();
    const search = (acceptEncoding?: string) =>
      app.inject({ method: 'POST', url: `${API_BASE}/hotel-search-v2`, payload: body, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const plain = await search();
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await search('identity')).headers['content-encoding']).toBeUndefined();
    const hotels = (json: { response: { searchResult: { his: Array<{ id: string }> } } }) => json.response.searchResult.his.map((h) => h.id);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['GZIP;q=0.5, BR', 'br', brotliDecompressSync],
      ['gzip, br;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const answer = await search(accept);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      // Compressed in one call, not streamed: the length is known and sent.
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 6);
      expect(hotels(JSON.parse(decode(answer.rawPayload).toString('utf8')))).toEqual(hotels(plain.json()));
    }
  });
});
