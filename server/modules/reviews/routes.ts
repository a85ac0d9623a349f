import type { FastifyInstance } from 'fastify';
import { reviewsRequest } from '../../../contract/reviews';
import { route } from '../../http/route';
import type { ReviewService } from './service';

export function reviewRoutes(app: FastifyInstance, reviews: ReviewService): void {
  route(app, { method: 'POST', url: '/hotel/reviews', body: reviewsRequest, handler: ({ body }) => reviews.reviews(body.hotelId) });
}
