import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '../../..');
const takerScript = fileURLToPath(new URL('./lockTaker.ts', import.meta.url));

/** A lock taker (lockTaker.ts) in a process of its own, answering one command at a time. */
export interface LockTaker {
  child: ChildProcess;
  /** Sends a command and resolves with its answer. */
  send(command: 'take' | 'give'): Promise<string>;
  /** Ends it at once, as kill -9 does: it gives nothing back. */
  kill(): Promise<void>;
}

export async function startLockTaker(folder: string): Promise<LockTaker> {
  const child = spawn(process.execPath, ['--import', 'tsx', takerScript, folder], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve, reject) => {
    waiting.push(resolve);
    void exited.then(() => reject(new Error('the lock taker ended')));
  });
  const ready = await next();
  if (ready !== 'ready') throw new Error(`the lock taker said ${ready}`);
  return {
    child,
    send: (command) => {
      const answer = next();
      child.stdin!.write(`${command}\n`);
      return answer;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
