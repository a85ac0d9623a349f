/**
 * `npm run partner:key -- create --hotel CODE [--hotel CODE ...] --name "Channel manager"`: makes
 * a partner API key for those hotels and prints it, once (only its hash is kept);
 * `npm run partner:key -- list` lists the keys (never the keys themselves);
 * `npm run partner:key -- revoke KEY_ID` revokes one. On the database the server uses (`DATA_DIR`
 * or `DATABASE_URL`); an embedded database a server has open is asked of that server
 * (admin/adminFile.ts).
 */
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { settingsProblemText } from './settings/readSettings';
import { DataDirInUse } from './db/dataDirLock';
import { callAdmin, type AdminAccess } from './modules/admin/adminFile';
import { databaseOrServer } from './operatorDatabase';
import { migrate } from './db/migrate';
import { KeyRefused, partnerKeys, type PartnerKeyInfo } from './modules/partner/keys';

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
  const target = await databaseOrServer(readConfig());
  // The embedded folder is a running server's: the server does it.
  if ('server' in target) return onServer(target.server, command, rest[0], values);
  const { db } = target;
  try {
    await migrate(db);
    const keys = partnerKeys(db);
    if (command === 'create') {
      return made(await keys.create(values.name ?? '', values.hotel ?? []), values.hotel ?? []);
    }
    if (command === 'list') return listed(await keys.list());
    return revoked(rest[0]!, await keys.revoke(rest[0]!));
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

function made({ key, id }: { key: string; id: string }, hotels: string[]): number {
  console.log(`Made key ${id} for ${hotels.join(', ')}. Its secret, shown only now:\n\n  ${key}\n\nSend it as "Authorization: Bearer ${key}" (docs/partner-api.md).`);
  return 0;
}

function listed(all: Array<Omit<PartnerKeyInfo, 'createdAt' | 'lastUsedAt' | 'revokedAt'> & { createdAt: Date | string; lastUsedAt: Date | string | null; revokedAt: Date | string | null }>): number {
  if (all.length === 0) console.log('No partner keys yet.');
  const time = (t: Date | string) => new Date(t).toISOString();
  for (const k of all) {
    const state = k.revokedAt ? `revoked ${time(k.revokedAt)}` : k.lastUsedAt ? `last used ${time(k.lastUsedAt)}` : 'not used yet';
    console.log(`${k.id}  ${k.name}  hotels: ${k.hotelCodes.join(', ') || '-'}  made ${time(k.createdAt)}  ${state}`);
  }
  return 0;
}

function revoked(id: string, done: boolean): number {
  if (done) {
    console.log(`Revoked ${id}: calls with it are refused from now on.`);
    return 0;
  }
  console.error(`No live key ${id} (npm run partner:key -- list shows them).`);
  return 1;
}

/** The same, asked of the running server that has the embedded database open. */
async function onServer(access: AdminAccess, command: string, id: string | undefined, values: { hotel?: string[] | undefined; name?: string | undefined }): Promise<number> {
  if (command === 'create') {
    const answer = await callAdmin<{ key: string; id: string }>(access, 'POST', '/partner-keys', { name: values.name ?? '', hotels: values.hotel ?? [] });
    if (answer.ok) return made(answer.response, values.hotel ?? []);
    console.error(`partner:key: ${answer.message}`);
    return 1;
  }
  if (command === 'list') {
    const answer = await callAdmin<Parameters<typeof listed>[0]>(access, 'GET', '/partner-keys');
    if (!answer.ok) throw new Error(answer.message);
    return listed(answer.response);
  }
  const answer = await callAdmin<{ revoked: boolean }>(access, 'POST', `/partner-keys/${encodeURIComponent(id!)}/revoke`);
  if (!answer.ok) throw new Error(answer.message);
  return revoked(id!, answer.response.revoked);
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('partner:key failed:', settingsProblemText(error) ?? (error instanceof DataDirInUse ? error.message : error));
    process.exit(1);
  },
);
