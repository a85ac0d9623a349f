/**
 * `npm run partner:key -- create --hotel CODE [--hotel CODE ...] --name "Channel manager"`: makes
 * a partner API key for those hotels and prints it, once (only its hash is kept);
 * `npm run partner:key -- list` lists the keys (never the keys themselves);
 * `npm run partner:key -- revoke KEY_ID` revokes one. On the database the server uses (`DATA_DIR`
 * or `DATABASE_URL`); an embedded database is one process's at a time, so stop the server first.
 */
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirInUse } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { KeyRefused, partnerKeys } from './modules/partner/keys';

const USAGE = `usage:
  npm run partner:key -- create --hotel CODE [--hotel CODE ...] --name "Channel manager"
  npm run partner:key -- list
  npm run partner:key -- revoke KEY_ID`;

async function run(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { hotel: { type: 'string', multiple: true }, name: { type: 'string' } } });
  const [command, ...rest] = positionals;
  if (!command || !['create', 'list', 'revoke'].includes(command) || (command === 'revoke' && rest.length !== 1)) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const keys = partnerKeys(db);
    if (command === 'create') {
      const { key, id } = await keys.create(values.name ?? '', values.hotel ?? []);
      console.log(`Made key ${id} for ${(values.hotel ?? []).join(', ')}. Its secret, shown only now:\n\n  ${key}\n\nSend it as "Authorization: Bearer ${key}" (docs/partner-api.md).`);
      return 0;
    }
    if (command === 'list') {
      const all = await keys.list();
      if (all.length === 0) console.log('No partner keys yet.');
      for (const k of all) {
        const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : k.lastUsedAt ? `last used ${k.lastUsedAt.toISOString()}` : 'not used yet';
        console.log(`${k.id}  ${k.name}  hotels: ${k.hotelCodes.join(', ') || '-'}  made ${k.createdAt.toISOString()}  ${state}`);
      }
      return 0;
    }
    if (await keys.revoke(rest[0]!)) {
      console.log(`Revoked ${rest[0]}: calls with it are refused from now on.`);
      return 0;
    }
    console.error(`No live key ${rest[0]} (npm run partner:key -- list shows them).`);
    return 1;
  } catch (error) {
    if (error instanceof KeyRefused) {
      console.error(`partner:key: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('partner:key failed:', error instanceof DataDirInUse ? error.message : error);
    process.exit(1);
  },
);
