/**
 * A process that takes and gives back a data folder's lock when told to, as a server's start and
 * stop do: `node --import tsx tests/api/support/lockTaker.ts FOLDER`, then one command a line on
 * its standard input, `take` (answers `got`, or `refused` while another process has the folder)
 * or `give` (answers `given`). It says `ready` once it listens.
 */
import { createInterface } from 'node:readline';
import { DataDirInUse, lockDataDir } from '../../../server/db/dataDirLock';

async function main(folder: string): Promise<void> {
  let release: (() => Promise<void>) | undefined;
  console.log('ready');
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'take') {
      try {
        release = await lockDataDir(folder, 0);
        console.log('got');
      } catch (error) {
        console.log(error instanceof DataDirInUse ? 'refused' : `failed: ${String(error)}`);
      }
    } else if (line === 'give') {
      await release?.();
      release = undefined;
      console.log('given');
    }
  }
}

void main(process.argv[2]!);
