/**
 * The sandbox's keys. Made at the first start and kept in the database, so a checkout signature
 * or a webhook signed before a restart, or by another server sharing the database, still verifies;
 * `SANDBOX_KEY_SECRET` and `SANDBOX_WEBHOOK_SECRET` from the environment are used instead when set.
 */
import { randomBytes } from 'node:crypto';
import type { Orm } from '../../../db/database';
import { sandboxKeyRows } from '../../../db/schema';
import type { SandboxKeys } from './routes';

const KEY_ID = 'rzp_test_sandbox';

export async function sandboxKeys(orm: Orm, given: { keySecret?: string | undefined; webhookSecret?: string | undefined }): Promise<SandboxKeys> {
  // The first server to start makes them; every other start reads the same row.
  await orm
    .insert(sandboxKeyRows)
    .values({ keyId: KEY_ID, keySecret: randomBytes(24).toString('hex'), webhookSecret: randomBytes(24).toString('hex'), createdAt: new Date() })
    .onConflictDoNothing();
  const [stored] = await orm.select().from(sandboxKeyRows).limit(1);
  return {
    keyId: stored!.keyId,
    keySecret: given.keySecret || stored!.keySecret,
    webhookSecret: given.webhookSecret || stored!.webhookSecret,
  };
}
