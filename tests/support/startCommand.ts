import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The Node arguments `npm start` runs the server with (its `start` script, `node ...`): the
 * tests and the benchmark start the bundle with exactly these, through `process.execPath`, so
 * they run what a traveller's server runs without npm's own start-up in the timings.
 */
export function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = scripts.start!.trim().split(/\s+/);
  if (command !== 'node' || args.some((arg) => /["'$&|;<>]/.test(arg))) {
    throw new Error(`the start script is to be a plain "node ..." command: ${scripts.start}`);
  }
  return args;
}
