/**
 * The key that signs proof-of-work challenges. Made at the first start and kept in the
 * database, so a challenge signed by one server, or before a restart, verifies on every server
 * of the database; `PROOF_OF_WORK_SECRET` from the environment is used instead when set.
 */
import { randomBytes } from 'node:crypto';
import type { Orm } from '../../db/database';
import { proofOfWorkKeys } from '../../db/schema';

const KEY_NAME = 'challenge';

export async function proofOfWorkSecret(orm: Orm, given: string | undefined): Promise<string> {
  if (given) return given;
  // The first server to start makes it; every other start reads the same row.
  await orm.insert(proofOfWorkKeys).values({ name: KEY_NAME, secret: randomBytes(32).toString('hex'), createdAt: new Date() }).onConflictDoNothing();
  const [stored] = await orm.select({ secret: proofOfWorkKeys.secret }).from(proofOfWorkKeys).limit(1);
  return stored!.secret;
}
