import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps one writer of a booking's status and payment status
 * (server/modules/bookings/lifecycle.ts): each way of writing them from elsewhere is refused, and
 * what is not a status write passes.
 */
describe('only the booking lifecycle writes a booking status', () => {
  const eslint = new ESLint();
  const problems = async (code: string, filePath = 'server/modules/money/elsewhere.ts') => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
  };
  const header = "import { eq, sql } from 'drizzle-orm';\nimport { bookings } from '../../db/schema';\nimport type { Orm } from '../../db/database';\n";

  it('refuses a status set by drizzle, by fields it cannot see, or by SQL text', async () => {
    const code = `${header}export async function writer(orm: Orm, changes: { status: 'SUCCESS' }) {
  await orm.update(bookings).set({ status: 'SUCCESS' }).where(eq(bookings.id, 'x'));
  await orm.update(bookings).set({ paymentStatus: 'REFUNDED' });
  await orm.update(bookings).set(changes);
  await orm.update(bookings).set({ ...changes });
  await orm.execute(sql\`update bookings set payment_status = \${'REFUNDED'} where id = \${'x'}\`);
  await orm.execute(sql\`UPDATE bookings SET email = null, status = 'EXPIRED'\`);
}
`;
    expect(await problems(code)).toEqual([5, 6, 7, 8, 9, 10]);
  }, 60_000);

  it('lets other fields be written, and a status be read in a where', async () => {
    const code = `${header}export async function notWriters(orm: Orm) {
  await orm.update(bookings).set({ email: null, holdUntil: null }).where(eq(bookings.status, 'HOLD'));
  await orm.execute(sql\`update bookings set email = null where status = 'SUCCESS'\`);
}
`;
    expect(await problems(code)).toEqual([]);
  }, 60_000);

  it('lets the lifecycle write them', async () => {
    expect(await problems(`${header}export const write = (orm: Orm) => orm.update(bookings).set({ status: 'SUCCESS' });\n`, 'server/modules/bookings/lifecycle.ts')).toEqual([]);
  }, 60_000);
});
