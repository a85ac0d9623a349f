import type { FastifyInstance } from 'fastify';
import { reviewsRequest } from '../../../contract/reviews';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { route } from '../../http/route';
import type { ReviewService } from './service';

export function reviewRoutes(app: FastifyInstance, reviews: ReviewService): void {
  route(app, { method: 'POST', url: '/hotel/reviews', body: reviewsRequest, bodyLimit: BODY_LIMITS.small, handler: ({ body }) => reviews.reviews(body.hotelId) });
}
