import { z } from 'zod';
import { successEnvelope } from './envelope';
import { hotelId, optionId } from './ids';
import { isoDate } from './primitives';
import { text } from './text';

const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).optional();

/** POST /hotel/reviews: only `hotelId` decides; the rest is what the client knows. */
export const reviewsRequest = z.object({
  optionId: optionId.optional(),
  hotelId,
  hotelName: text(200).optional(),
  latitude: coordinate,
  longitude: coordinate,
});

export const reviewBand = z.enum(['Excellent', 'Very Good', 'Good', 'Average', 'Poor']);
export const tripType = z.enum(['Family', 'Couples', 'Solo', 'Business', 'Friends']);

export const review = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  user: z.object({ username: z.string() }),
  trip_type: tripType,
  published_date: isoDate,
  text: z.string(),
  /** A review by a guest of a booking here, written after their check-out (POST /stay-review); absent on others. */
  verified: z.literal(true).optional(),
});

/** One category (Everyone, Families, Couples, Solo, Business): band shares, aspect averages, reviews. */
export const reviewCategory = z.object({
  categoryName: z.enum(['Everyone', 'Families', 'Couples', 'Solo', 'Business']),
  reviewSummary: z.array(z.object({ type: reviewBand, percentage: z.number().int().min(0).max(100) })),
  categoryReview: z.array(z.object({ type: z.string(), averageRating: z.number().min(0).max(5) })),
  reviewList: z.array(review),
});

export const guestPhoto = z.object({
  id: z.string(),
  caption: z.string(),
  images: z.object({ original: z.object({ url: z.string() }) }),
});

export const reviewsResponse = successEnvelope(z.object({ categoryList: z.array(reviewCategory), photos: z.array(guestPhoto) }));
