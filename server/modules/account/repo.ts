/**
 * The account's rows: profile, app rating, and the deletion of an account with everything that is
 * the traveller's own, leaving bookings (and their invoices) without contact details, as tax
 * records must be kept.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accountDeletions, appRatings, bookings, idempotencyKeys, otpCodes, otpSends, profiles, sessions, users } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export function accountRepo(orm: Orm) {
  return {
    async user(userId: string): Promise<UserRow | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async profile(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await orm.select().from(profiles).where(eq(profiles.userId, userId));
      return row;
    },

    async saveProfile(row: typeof profiles.$inferInsert): Promise<ProfileRow> {
      const { userId: _userId, ...fields } = row;
      const [saved] = await orm.insert(profiles).values(row).onConflictDoUpdate({ target: profiles.userId, set: fields }).returning();
      return saved!;
    },

    async saveRating(userId: string, rating: number, feedback: string, at: Date): Promise<void> {
      await orm
        .insert(appRatings)
        .values({ userId, rating, feedback, updatedAt: at })
        .onConflictDoUpdate({ target: appRatings.userId, set: { rating, feedback, updatedAt: at } });
    },

    async rating(userId: string) {
      const [row] = await orm.select().from(appRatings).where(eq(appRatings.userId, userId));
      return row;
    },

    /**
     * Deletes the account in one transaction: the user, profile and photo, rating and wishlist
     * (by cascade), every session, every OTP code or send of both its identities and every code it
     * asked for to add one, its idempotency records;
     * its bookings lose their contact details and guests' PAN and passport numbers. Answers the
     * sessions it ended, or null when a booking stops it: awaiting payment, blocked, or confirmed
     * and not yet over. The user's row is locked first, as a booking locks it (bookings/repo.ts):
     * a booking made meanwhile is seen here, and one made after finds no account.
     */
    async deleteAccount(user: UserRow, reasons: string[], feedback: string, at: Date): Promise<string[] | null> {
      return orm.transaction(async (tx) => {
        // Its identities as locked: one added a moment ago (identity/repo.ts `link` locks the row too) is seen.
        const [locked] = await tx.select({ id: users.id, mobileNumber: users.mobileNumber, emailId: users.emailId }).from(users).where(eq(users.id, user.id)).for('update');
        if (!locked) return [];
        const [open] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, user.id),
              or(
                inArray(bookings.status, ['PENDING', 'HOLD']),
                and(eq(bookings.status, 'SUCCESS'), gt(sql`(${bookings.checkout} + time '11:00') at time zone 'Asia/Kolkata'`, at)),
              ),
            ),
          );
        if ((open?.n ?? 0) > 0) return null;
        await tx.insert(accountDeletions).values({ reasons, feedback, deletedAt: at });
        const ended = await tx.update(sessions).set({ endedAt: at }).where(and(eq(sessions.userId, user.id), sql`${sessions.endedAt} is null`)).returning({ id: sessions.id });
        await tx.update(sessions).set({ userId: null }).where(eq(sessions.userId, user.id));
        const contacts = [locked.mobileNumber, locked.emailId].filter((c): c is string => Boolean(c));
        if (contacts.length > 0) {
          await tx.delete(otpCodes).where(inArray(otpCodes.destination, contacts));
          await tx.delete(otpSends).where(inArray(otpSends.destination, contacts));
        }
        // A code it was sent to add a phone number or address it never verified goes too; that
        // destination's sends stay, as they are the limits' memory of someone else's number.
        await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
        await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
        await tx.execute(sql`
          update bookings set email = null, phone = null, dial_code = null,
                 guests = (select jsonb_agg(jsonb_build_object('travellerInfo',
                            (select coalesce(jsonb_agg(t - 'pan' - 'pNum'), '[]'::jsonb) from jsonb_array_elements(r -> 'travellerInfo') t)))
                             from jsonb_array_elements(guests) r)
           where user_id = ${user.id} and guests is not null`);
        await tx.update(bookings).set({ email: null, phone: null, dialCode: null }).where(eq(bookings.userId, user.id));
        await tx.delete(users).where(eq(users.id, user.id));
        return ended.map((s) => s.id);
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof accountRepo>;
