import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { wishlist } from '../../db/schema';

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
    /** Saving twice is harmless. */
    async add(userId: string, hotelId: string, now: Date) {
      await orm.insert(wishlist).values({ userId, hotelId, createdAt: now }).onConflictDoNothing();
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
