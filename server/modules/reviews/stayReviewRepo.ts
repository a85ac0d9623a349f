/**
 * Stay reviews' rows. Writing one locks its hotel's row first, so two guests rating the same
 * hotel at once write its ratings one after the other, each from every review before it.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { stayReviews } from '../../db/schema';
import { rowsOf, type Transaction } from '../../db/transaction';

export type StayReviewRow = typeof stayReviews.$inferSelect;

/** A second review of the same booking (its primary key). */
export class AlreadyRated extends Error {}

export function stayReviewRepo(orm: Orm) {
  return {
    /** A hotel's stay reviews, newest first. */
    async ofHotel(hotelId: string): Promise<StayReviewRow[]> {
      return orm.select().from(stayReviews).where(eq(stayReviews.hotelId, hotelId)).orderBy(desc(stayReviews.createdAt), desc(stayReviews.bookingId));
    },

    /** Which of these bookings have been rated. */
    async ratedAmong(bookingIds: readonly string[]): Promise<Set<string>> {
      if (bookingIds.length === 0) return new Set();
      const rows = await orm.select({ id: stayReviews.bookingId }).from(stayReviews).where(inArray(stayReviews.bookingId, [...bookingIds]));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Stores the review and, in the same transaction, the hotel's ratings that `ratingsOf` makes
     * from all its stay reviews (this one included). AlreadyRated when the booking has one.
     */
    async write(row: StayReviewRow, ratingsOf: (hotel: { id: string; stars: number; imported: boolean }, all: StayReviewRow[]) => Record<string, number>): Promise<void> {
      await orm.transaction(async (tx: Transaction) => {
        const [hotel] = await rowsOf<{ id: string; stars: number; imported: boolean }>(tx, sql`select id, stars, imported from hotels where id = ${row.hotelId} for update`);
        const inserted = await tx.insert(stayReviews).values(row).onConflictDoNothing({ target: stayReviews.bookingId }).returning({ id: stayReviews.bookingId });
        if (inserted.length === 0) throw new AlreadyRated();
        // A hotel withdrawn since the stay keeps the review; it has no ratings to update.
        if (!hotel) return;
        const all = await tx.select().from(stayReviews).where(eq(stayReviews.hotelId, row.hotelId));
        await tx.execute(sql`update hotels set ratings = ${JSON.stringify(ratingsOf(hotel, all))}::jsonb where id = ${row.hotelId}`);
      });
    },
  };
}
export type StayReviewRepo = ReturnType<typeof stayReviewRepo>;
