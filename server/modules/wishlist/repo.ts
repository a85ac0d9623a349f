import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { users, wishlist } from '../../db/schema';

export function wishlistRepo(orm: Orm) {
  /** The user's saved hotel ids, most recently saved first. */
  async function hotelIds(userId: string): Promise<string[]> {
    const rows = await orm
      .select({ hotelId: wishlist.hotelId })
      .from(wishlist)
      .where(eq(wishlist.userId, userId))
      .orderBy(desc(wishlist.createdAt), wishlist.hotelId);
    return rows.map((r) => r.hotelId);
  }

  return {
    /**
     * Saves a hotel unless the list already holds `max` others: 'full' then, and nothing is
     * stored. Saving twice is harmless. The user's row is locked meanwhile, so two saves at once
     * cannot both take the last place.
     */
    async add(userId: string, hotelId: string, now: Date, max: number): Promise<'saved' | 'full'> {
      return orm.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({ n: count(), here: sql<boolean>`coalesce(bool_or(${wishlist.hotelId} = ${hotelId}), false)` })
          .from(wishlist)
          .where(eq(wishlist.userId, userId));
        if (held?.here) return 'saved';
        if (Number(held?.n ?? 0) >= max) return 'full';
        await tx.insert(wishlist).values({ userId, hotelId, createdAt: now }).onConflictDoNothing();
        return 'saved';
      });
    },
    /** Deleting what is not there is harmless. */
    async remove(userId: string, hotelId: string): Promise<boolean> {
      const rows = await orm
        .delete(wishlist)
        .where(and(eq(wishlist.userId, userId), eq(wishlist.hotelId, hotelId)))
        .returning({ hotelId: wishlist.hotelId });
      return rows.length > 0;
    },
    hotelIds,
    /** The user's saved hotel ids as a set, for the `wishlist` flag of search, trending and detail answers (savedHotels.ts). */
    savedSet: async (userId: string): Promise<Set<string>> => new Set(await hotelIds(userId)),
  };
}
export type WishlistRepo = ReturnType<typeof wishlistRepo>;
