/**
 * How an operator's command reaches a running server that owns its embedded database: the folder
 * is that process's alone (db/dataDirLock.ts), so `npm run catalogue:import` and
 * `npm run partner:key` ask the server instead. The server writes `admin.json` in its folder (its
 * port and a random token, readable by the folder's owner only) once it listens, and removes it
 * when it stops; the commands read it and call its admin routes (routes.ts) on this machine.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ADMIN_FILE = 'admin.json';
export const ADMIN_BASE = '/api/admin/v1';

export interface AdminAccess {
  port: number;
  token: string;
  pid: number;
}

export const newAdminToken = () => randomBytes(32).toString('hex');

export function writeAdminFile(folder: string, access: AdminAccess): void {
  writeFileSync(path.join(folder, ADMIN_FILE), JSON.stringify(access), { mode: 0o600 });
}

export function removeAdminFile(folder: string): void {
  rmSync(path.join(folder, ADMIN_FILE), { force: true });
}

/** The running server's admin access, if its folder has one. */
export function readAdminFile(folder: string): AdminAccess | undefined {
  try {
    const access = JSON.parse(readFileSync(path.join(folder, ADMIN_FILE), 'utf8')) as AdminAccess;
    return Number.isInteger(access.port) && typeof access.token === 'string' ? access : undefined;
  } catch {
    return undefined;
  }
}

/** Calls a running server's admin route; its answer's `response`, or a message of what went wrong. */
export async function callAdmin<T>(access: AdminAccess, method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ ok: true; response: T } | { ok: false; status: number; message: string; response?: unknown }> {
  const res = await fetch(`http://127.0.0.1:${access.port}${ADMIN_BASE}${route}`, {
    method,
    headers: { authorization: `Bearer ${access.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { hotelStatus: string; response?: T; hotelFailureMsg?: string };
  return answer.hotelStatus === 'SUCCESS' ? { ok: true, response: answer.response as T } : { ok: false, status: res.status, message: answer.hotelFailureMsg ?? `status ${res.status}`, response: answer.response };
}
