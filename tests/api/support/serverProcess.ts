import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { addDays, todayInIndia } from '../../../domain/dates';

const root = path.resolve(import.meta.dirname, '../../..');

/** A server started as its own process, as an operator starts one. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** The JSON log lines written so far. */
  lines: Array<Record<string, unknown>>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

/**
 * Runs `node <args>` in the repository with a port of its own and the given settings, until it
 * says it is running; rejects with its error output if it ends first. By default on an embedded
 * database folder of 300 hotels with no site.
 */
export async function startServerProcess(args: readonly string[], dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // A port the system says is free, and another if something took it before the server listened
  // (a random one could be a port an outgoing connection of this machine is using).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), args, dataDir, env);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

/** A port the system says is free now: nothing listens on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startOn(port: number, args: readonly string[], dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', CATALOGUE_HOTELS: '300', LOG_LEVEL: 'info', WEB_ROOT: path.join(dataDir, 'no-site'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const lines: ServerProcess['lines'] = [];
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (let end = out.indexOf('\n'); end >= 0; end = out.indexOf('\n')) {
        const line = out.slice(0, end);
        out = out.slice(end + 1);
        if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
        if (line.startsWith('Padaav is running')) resolve();
      }
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
    void exited.then((code) => reject(new Error(`the server exited with ${code}: ${errors}`)));
  });
  return { child, port, lines, exited };
}

/** Stops a server as Ctrl-C does, and waits for it to end. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<number | string | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

const MUMBAI = 1275339;

/** A Mumbai search three days on, as the site sends it to POST /hotel-search-v2 (answered at once). */
export function mumbaiSearchBody(): string {
  const checkinDate = addDays(todayInIndia(new Date()), 3);
  return JSON.stringify({
    searchQuery: {
      checkinDate,
      checkoutDate: addDays(checkinDate, 2),
      roomInfo: [{ numberOfAdults: 2, numberOfChild: 0, childAge: [] }],
      searchCriteria: { city: MUMBAI, nationality: '106', currency: 'INR' },
      searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  });
}
