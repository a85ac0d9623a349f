import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { wishlist } from '../../db/schema';

export function wishlistRepo(orm: Orm) {
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
    /** The user's saved hotel ids, most recently saved first. */
    async hotelIds(userId: string): Promise<string[]> {
      const rows = await orm
        .select({ hotelId: wishlist.hotelId })
        .from(wishlist)
        .where(eq(wishlist.userId, userId))
        .orderBy(desc(wishlist.createdAt), wishlist.hotelId);
      return rows.map((r) => r.hotelId);
    },
  };
}
export type WishlistRepo = ReturnType<typeof wishlistRepo>;

/**
 * The hotel ids a user has saved, for the `wishlist` flag of search, trending and detail answers:
 * `hotel.wishlist = ids.has(String(hotel.id))`. No user (anonymous or guest caller): an empty set.
 * Pass `among` to read only the hotels on the page being answered.
 */
export async function wishlistedHotelIds(
  orm: Orm,
  userId: string | null | undefined,
  among?: ReadonlyArray<string | number>,
): Promise<Set<string>> {
  if (!userId) return new Set();
  if (among && among.length === 0) return new Set();
  const where = among
    ? and(eq(wishlist.userId, userId), inArray(wishlist.hotelId, among.map(String)))
    : eq(wishlist.userId, userId);
  const rows = await orm.select({ hotelId: wishlist.hotelId }).from(wishlist).where(where);
  return new Set(rows.map((r) => r.hotelId));
}
