import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../../server/db/import/importCatalogue';
import { PHOTO_LIMITS, loadPhoto, type PhotoLimits } from '../../../server/db/import/photoSource';
import { isPublicAddress } from '../../../server/db/import/publicAddress';
import { problemText } from '../../../server/db/import/readCatalogueFile';
import { testServer } from '../support/testApp';

/**
 * The importer treats its file as untrusted: text no database stores is refused with its line and
 * field, photo paths stay in the file's folder and must be regular files, photo URLs reach public
 * addresses only (each redirect checked), and the size cap and timeouts hold while reading.
 */
let dir: string;
let outside: string;
const servers: Server[] = [];

/** A loopback HTTP server on `host` that answers with `handler`, and counts what it was asked. */
async function serve(host: string, handler: Parameters<typeof createServer>[1]): Promise<{ url: string; asked: () => number }> {
  let asked = 0;
  const server = createServer((req, res) => {
    asked++;
    handler!(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, asked: () => asked };
}

/** Limits for a test: its own loopback server counts as public, nothing else on loopback does. */
const testLimits = (overrides: Partial<PhotoLimits> = {}): PhotoLimits => ({ ...PHOTO_LIMITS, allowAddress: (a) => a === '127.0.0.1', ...overrides });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'padaav-untrusted-'));
  outside = await mkdtemp(path.join(tmpdir(), 'padaav-outside-'));
  await writeFile(path.join(outside, 'secret.jpg'), 'not for the catalogue');
  await mkdir(path.join(dir, 'photos'));
  await writeFile(path.join(dir, 'photos', 'ok.jpg'), 'bytes of a photo');
});
afterAll(async () => {
  for (const s of servers) s.close();
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('photo paths', () => {
  it('reads a regular file inside the catalogue file\'s folder', async () => {
    expect(String(await loadPhoto('photos/ok.jpg', dir))).toBe('bytes of a photo');
  });

  it('refuses an absolute path, a way out of the folder, and a link that leads out', async () => {
    await symlink(path.join(outside, 'secret.jpg'), path.join(dir, 'photos', 'link.jpg'));
    for (const source of [path.join(outside, 'secret.jpg'), '../' + path.basename(outside) + '/secret.jpg', 'photos/link.jpg', '/dev/zero']) {
      await expect(loadPhoto(source, dir), source).rejects.toThrow(`${source}: a photo's path must stay inside the catalogue file's folder`);
    }
  });

  it('refuses a named pipe at once instead of waiting for it for ever, and a file over the cap before reading it', async () => {
    execFileSync('mkfifo', [path.join(dir, 'photos', 'pipe.jpg')]);
    const started = Date.now();
    await expect(loadPhoto('photos/pipe.jpg', dir)).rejects.toThrow('photos/pipe.jpg is not a regular file');
    expect(Date.now() - started).toBeLessThan(2_000);
    await writeFile(path.join(dir, 'photos', 'big.jpg'), Buffer.alloc(2048));
    await expect(loadPhoto('photos/big.jpg', dir, testLimits({ maxBytes: 1024 }))).rejects.toThrow('photos/big.jpg is larger than 1 KB');
  });
});

describe('photo URLs', () => {
  it('knows public addresses from loopback, private, link-local and reserved ones', () => {
    for (const a of ['8.8.8.8', '49.44.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '255.255.255.255', '::1', '::', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'fd00::1', 'fe80::1', 'not an address']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('never reaches loopback or the metadata address, by address or by a name that resolves there, and says only why', async () => {
    const inside = await serve('127.0.0.1', (_req, res) => res.end('metrics of this machine'));
    const port = new URL(inside.url).port;
    await expect(loadPhoto(`${inside.url}/metrics`, dir)).rejects.toThrow(`could not fetch ${inside.url}/metrics: 127.0.0.1 is not a public address`);
    await expect(loadPhoto(`http://localhost:${port}/metrics`, dir)).rejects.toThrow(`could not fetch http://localhost:${port}/metrics: localhost is not a public address`);
    await expect(loadPhoto('http://169.254.169.254/latest/meta-data/', dir)).rejects.toThrow('169.254.169.254 is not a public address');
    await expect(loadPhoto(`http://[::1]:${port}/`, dir)).rejects.toThrow('[::1] is not a public address');
    expect(inside.asked()).toBe(0);
  });

  it('checks every redirect: a public address that redirects inside is refused before the inside is asked', async () => {
    const secret = await serve('127.0.0.2', (_req, res) => res.end('inside'));
    const bouncer = await serve('127.0.0.1', (_req, res) => res.writeHead(302, { location: `${secret.url}/admin` }).end());
    await expect(loadPhoto(`${bouncer.url}/photo.jpg`, dir, testLimits())).rejects.toThrow('127.0.0.2 is not a public address');
    expect(bouncer.asked()).toBe(1);
    expect(secret.asked()).toBe(0);
  });

  it('stops reading an endless answer at the cap, and gives up on one that never comes', async () => {
    const endless = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(16 * 1024);
      const more = () => {
        while (res.write(chunk));
        res.once('drain', more);
      };
      more();
      res.on('close', () => res.removeAllListeners('drain'));
    });
    const started = Date.now();
    await expect(loadPhoto(`${endless.url}/zero.jpg`, dir, testLimits({ maxBytes: 64 * 1024 }))).rejects.toThrow(`${endless.url}/zero.jpg is larger than 64 KB`);
    expect(Date.now() - started).toBeLessThan(5_000);

    const silent = await serve('127.0.0.1', () => undefined);
    await expect(loadPhoto(`${silent.url}/slow.jpg`, dir, testLimits({ totalMs: 300 }))).rejects.toThrow('no answer within 0.3 s');
  });
});

describe('bad text in the file', () => {
  const file = (name: string, content: string | Buffer) => writeFile(path.join(dir, name), content).then(() => path.join(dir, name));
  const problems = async (filePath: string) => {
    const { db } = await testServer();
    const result = await importCatalogue(db, filePath);
    return result.ok ? [] : result.problems.map(problemText);
  };

  it('refuses a NUL or half a character with its line and field, and bytes that are not UTF-8 with their line', async () => {
    const json = (name: string) => `{\n  "hotels": [\n    {\n      "code": "X1",\n      "name": ${name}\n    }\n  ]\n}\n`;
    expect(await problems(await file('nul.json', json('"Sea\\u0000View"')))).toEqual(['line 5: hotels[0].name: must not contain a NUL character (\\u0000), which no database stores']);
    expect(await problems(await file('half.json', json('"Sea\\ud800View"')))).toEqual(['line 5: hotels[0].name: must be well-formed text (it holds half of a character: a lone surrogate)']);
    const latin1 = Buffer.concat([Buffer.from(json('"Caf').split('\n').slice(0, 4).join('\n') + '\n      "name": "Caf'), Buffer.from([0xe9]), Buffer.from('"\n    }\n  ]\n}\n')]);
    expect(await problems(await file('latin1.json', latin1))).toEqual(['line 5: is not UTF-8 text: save the file as UTF-8']);
  });
});
