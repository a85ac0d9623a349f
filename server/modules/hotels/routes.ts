import type { FastifyInstance } from 'fastify';
import { cancellationPolicyRequest, cancellationPolicyResponse } from '../../../contract/cancellationPolicy';
import { detailSearchRequest, detailSearchV2Request, hotelDetailResponse, searchByHotelIdRequest } from '../../../contract/detail';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { route } from '../../http/route';
import type { HotelService } from './service';

export function hotelRoutes(app: FastifyInstance, hotels: HotelService): void {
  route(app, {
    method: 'POST',
    url: '/search-by-hotel-id',
    response: hotelDetailResponse,
    body: searchByHotelIdRequest,
    bodyLimit: BODY_LIMITS.search,
    handler: ({ body }, request) => hotels.byHotelId(body.hotelId, body.searchQuery, request.session),
  });
  route(app, {
    method: 'POST',
    url: '/detail-search',
    response: hotelDetailResponse,
    body: detailSearchRequest,
    bodyLimit: BODY_LIMITS.small,
    handler: ({ body }, request) => hotels.byId(body.id, request.session),
  });
  route(app, {
    method: 'POST',
    url: '/detail-search/v2',
    response: hotelDetailResponse,
    body: detailSearchV2Request,
    bodyLimit: BODY_LIMITS.search,
    // `searchQuery` is checked for shape only: the stored search decides the stay
    // and the prices, so they match the search the person came from (tests/api/catalogue/detail.test.ts).
    handler: ({ body }, request) => hotels.bySearch(body.id, body.hotelSearchId, request.session),
  });
  route(app, {
    method: 'POST',
    url: '/hotel-cancellation-policy',
    response: cancellationPolicyResponse,
    body: cancellationPolicyRequest,
    bodyLimit: BODY_LIMITS.small,
    handler: async ({ body }) => ({ cancellationPolicy: await hotels.cancellationPolicy(body.id, body.optionId) }),
  });
}
