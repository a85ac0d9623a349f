import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Travellers' reviews of their own completed stays, one per booking. Created by migrations/0021_stay_reviews.sql. */
export const stayReviews = pgTable('stay_reviews', {
  bookingId: text('booking_id').primaryKey(),
  userId: text('user_id').notNull(),
  hotelId: text('hotel_id').notNull(),
  overall: smallint('overall').notNull(),
  cleanliness: smallint('cleanliness').notNull(),
  service: smallint('service').notNull(),
  location: smallint('location').notNull(),
  valueForMoney: smallint('value_for_money').notNull(),
  rooms: smallint('rooms').notNull(),
  food: smallint('food').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  reviewerName: text('reviewer_name').notNull(),
  tripType: text('trip_type', { enum: ['Family', 'Couples', 'Solo', 'Business', 'Friends'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
