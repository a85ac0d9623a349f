import type { FastifyInstance } from 'fastify';
import { reviewsRequest, reviewsResponse } from '../../../contract/reviews';
import { STAY_REVIEW_PATH, stayReviewRequest, stayReviewResponse } from '../../../contract/stayReview';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { route, userRoute } from '../../http/route';
import type { ReviewService } from './service';
import type { StayReviewService } from './stayReviews';

export function reviewRoutes(app: FastifyInstance, reviews: ReviewService): void {
  route(app, { method: 'POST', url: '/hotel/reviews', response: reviewsResponse, body: reviewsRequest, bodyLimit: BODY_LIMITS.small, handler: ({ body }) => reviews.reviews(body.hotelId) });
}

/** A traveller's review of their own stay: the session's user only (401 / 403 before anything is read). */
export function stayReviewRoutes(app: FastifyInstance, stayReviews: StayReviewService): void {
  userRoute(app, { method: 'POST', url: STAY_REVIEW_PATH, response: stayReviewResponse, body: stayReviewRequest, bodyLimit: BODY_LIMITS.stayReview, handler: ({ userId, body }) => stayReviews.write(userId, body) });
}
