/**
 * Reading a photo a catalogue file names, with the file treated as untrusted input:
 * - a path stays inside the catalogue file's folder (after symbolic links are followed) and must
 *   be a regular file, so no `/etc/…`, no `/dev/zero`, no named pipe that never ends;
 * - a URL reaches public addresses only: each address is checked as it is connected to (so a name
 *   that resolves to loopback or a private network is refused, and cannot change between the
 *   check and the connection), redirects are followed by hand and each hop is checked the same way;
 * - a connect timeout and a total timeout apply, and the size cap is enforced while reading: a
 *   photo never takes more memory than the cap, whatever the other side sends.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { constants, createReadStream } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isPublicAddress } from './publicAddress';

export class PhotoError extends Error {}

export interface PhotoLimits {
  /** The most bytes a photo may have. */
  maxBytes: number;
  /** How long connecting may take, and how long the whole fetch (every redirect) may take. */
  connectMs: number;
  totalMs: number;
  /** The most redirects followed. */
  redirects: number;
  /** Which addresses may be fetched from (tests allow their own loopback server). */
  allowAddress: (address: string) => boolean;
}

export const PHOTO_LIMITS: PhotoLimits = { maxBytes: 25 * 1024 * 1024, connectMs: 5_000, totalMs: 20_000, redirects: 3, allowAddress: isPublicAddress };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The bytes of a photo named in a catalogue file (`dir` is the file's folder). */
export async function loadPhoto(source: string, dir: string, limits: PhotoLimits = PHOTO_LIMITS): Promise<Buffer> {
  return /^https?:\/\//i.test(source) ? fetchPhoto(source, limits) : readPhotoFile(source, dir, limits);
}

async function readPhotoFile(source: string, dir: string, limits: PhotoLimits): Promise<Buffer> {
  const outside = new PhotoError(`${source}: a photo's path must stay inside the catalogue file's folder`);
  if (path.isAbsolute(source)) throw outside;
  let file: string;
  let root: string;
  try {
    root = await realpath(dir);
    file = await realpath(path.resolve(dir, source));
  } catch (error) {
    throw new PhotoError(`could not read ${source} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const relative = path.relative(root, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) throw outside;
  // Opened without blocking, so a named pipe with no writer does not hang the import; then only
  // a regular file is read.
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    throw new PhotoError(`could not read ${source} (${error.code ?? error.message})`);
  });
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new PhotoError(`${source} is not a regular file`);
    if (stat.size > limits.maxBytes) throw new PhotoError(`${source} is larger than ${sizeText(limits.maxBytes)}`);
    return await readCapped(createReadStream('', { fd: handle.fd, autoClose: false }), source, limits.maxBytes);
  } finally {
    await handle.close();
  }
}

/** Reads a stream to its end, refusing (and stopping) as soon as it passes `maxBytes`. */
function readCapped(stream: Readable, source: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(new PhotoError(`${source} is larger than ${sizeText(maxBytes)}`));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', (error) => reject(error instanceof PhotoError ? error : new PhotoError(`could not read ${source} (${error.message})`)));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A lookup that resolves the name and connects only to an address the limits allow. */
function checkedLookup(limits: PhotoLimits, host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const found = addresses as LookupAddress[];
      const allowed = found.filter((a) => limits.allowAddress(a.address));
      if (allowed.length === 0 || allowed.length < found.length) {
        return callback(Object.assign(new Error(`${host} is not a public address`), { code: 'NOT_PUBLIC' }), '', 0);
      }
      if (options.all) return callback(null, allowed as unknown as string);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

async function fetchPhoto(source: string, limits: PhotoLimits): Promise<Buffer> {
  const deadline = Date.now() + limits.totalMs;
  let url = new URL(source);
  for (let hop = 0; ; hop++) {
    const answer = await get(url, limits, deadline, source);
    if (answer.redirect) {
      if (hop >= limits.redirects) throw new PhotoError(`could not fetch ${source}: more than ${limits.redirects} redirects`);
      url = new URL(answer.redirect, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PhotoError(`could not fetch ${source}: it redirects to a ${url.protocol} address`);
      continue;
    }
    return answer.bytes!;
  }
}

function get(url: URL, limits: PhotoLimits, deadline: number, source: string): Promise<{ redirect?: string; bytes?: Buffer }> {
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new PhotoError(`could not fetch ${source}: ${message}`));
    // A literal IP address is checked here; a name is checked as it is resolved (checkedLookup).
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$|:/.test(literal) && !limits.allowAddress(literal)) return fail(`${url.hostname} is not a public address`);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: checkedLookup(limits, url.hostname), headers: { accept: 'image/*' } });
    const left = deadline - Date.now();
    const total = setTimeout(() => request.destroy(new Error(`no answer within ${limits.totalMs / 1000} s`)), Math.max(0, left));
    request.on('socket', (socket) => {
      const connect = setTimeout(() => request.destroy(new Error(`could not connect within ${limits.connectMs / 1000} s`)), limits.connectMs);
      socket.once('connect', () => clearTimeout(connect));
      socket.once('secureConnect', () => clearTimeout(connect));
      socket.once('close', () => clearTimeout(connect));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(total);
      // Only why it failed, never what answered: the answer could be an inside service's.
      fail(error.code === 'NOT_PUBLIC' ? error.message : error.message.replace(/\s+/g, ' ').slice(0, 120));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        clearTimeout(total);
        return resolve({ redirect: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        clearTimeout(total);
        return fail(`HTTP ${status}`);
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        response.destroy();
        clearTimeout(total);
        return reject(new PhotoError(`${source} is larger than ${sizeText(limits.maxBytes)}`));
      }
      readCapped(response, source, limits.maxBytes).then(
        (bytes) => {
          clearTimeout(total);
          resolve({ bytes });
        },
        (error: Error) => {
          clearTimeout(total);
          request.destroy();
          reject(error instanceof PhotoError ? error : new PhotoError(`could not fetch ${source}: ${error.message}`));
        },
      );
    });
  });
}
