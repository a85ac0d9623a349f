/**
 * GET /api/partner/v1/openapi.json: the partner API as an OpenAPI 3.1 document, its schemas
 * generated from the same zod schemas the routes check requests with (contract/partner.ts), so
 * the document cannot say other than what the server does.
 */
import { z } from 'zod';
import { failureEnvelope } from '../../../contract/envelope';
import {
  ariBatch, ariProblem, ariPushResult, ariQuery, ariRead, ARI_MAX_NIGHTS, ARI_MAX_UPDATES, partnerBookingsPage, partnerBookingsQuery, PARTNER_BASE,
} from '../../../contract/partner';
import { PARTNER_BURST, PARTNER_RATE } from './partnerAuth';

const schema = (type: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};
const success = (response: z.ZodType) => schema(z.object({ hotelStatus: z.literal('SUCCESS'), response }), 'output');
const json = (body: Record<string, unknown>) => ({ 'application/json': { schema: body } });

/** Query parameters of a GET, one per property of its schema. */
function parameters(type: z.ZodType) {
  const built = schema(type, 'input') as { properties: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(built.properties).map(([name, property]) => ({ name, in: 'query', required: built.required?.includes(name) ?? false, schema: property }));
}

const failures = {
  '400': { description: 'Bad input: nothing changed. A refused batch lists every problem in `response.problems`.', content: json({ $ref: '#/components/schemas/Failure' }) },
  '401': { description: 'No key, or one that is malformed, unknown or revoked.', content: json({ $ref: '#/components/schemas/Failure' }) },
  '403': { description: 'The key may not read or write a hotel the request names.', content: json({ $ref: '#/components/schemas/Failure' }) },
  '429': { description: `Over the key's rate (${PARTNER_RATE} calls a minute, ${PARTNER_BURST} at once); see \`retry-after\`.`, content: json({ $ref: '#/components/schemas/Failure' }) },
};

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Padaav partner API',
      version: '1',
      description:
        'Availability, rates and restrictions (ARI) by night, and reservations, for hotels and channel managers. Every answer is an envelope: ' +
        '`{"hotelStatus":"SUCCESS","response":...}`, or `{"hotelStatus":"FAILURE","hotelFailureCode":...,"hotelFailureMsg":...}` with an honest HTTP status. See docs/partner-api.md.',
    },
    servers: [{ url: PARTNER_BASE }],
    security: [{ partnerKey: [] }],
    components: {
      securitySchemes: { partnerKey: { type: 'http', scheme: 'bearer', description: 'A key from `npm run partner:key -- create`: pdv_ and 32 characters.' } },
      schemas: {
        AriBatch: schema(ariBatch, 'input'),
        AriPushResult: success(ariPushResult),
        AriRead: success(ariRead),
        BookingsPage: success(partnerBookingsPage),
        Failure: { ...schema(failureEnvelope, 'output'), description: 'A failure; a refused batch carries `response.problems`.' },
        AriProblem: schema(ariProblem, 'output'),
      },
    },
    paths: {
      '/ari': {
        post: {
          summary: 'Push availability, rates and restrictions',
          description:
            `At most ${ARI_MAX_UPDATES} updates, each at most ${ARI_MAX_NIGHTS} nights. All or nothing. An update whose \`sequence\` is lower than one this key already set on a night leaves that night alone (reported stale). ` +
            'Rooms never go below what is booked or held (reported in `roomsKept`). The same body under the same `Idempotency-Key` answers the first answer again; another body under it is 409.',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' } }],
          requestBody: { required: true, content: json({ $ref: '#/components/schemas/AriBatch' }) },
          responses: {
            '200': { description: 'Applied; per update, how many nights and which were stale.', content: json({ $ref: '#/components/schemas/AriPushResult' }) },
            '409': { description: 'The Idempotency-Key was used for another body.', content: json({ $ref: '#/components/schemas/Failure' }) },
            ...failures,
          },
        },
        get: {
          summary: 'Read back what is stored, night by night',
          parameters: parameters(ariQuery),
          responses: { '200': { description: 'Per room type its rooms, per rate plan its rates and restrictions.', content: json({ $ref: '#/components/schemas/AriRead' }) }, ...failures },
        },
      },
      '/bookings': {
        get: {
          summary: "A hotel's new, changed and cancelled bookings since a time",
          parameters: parameters(partnerBookingsQuery),
          responses: { '200': { description: 'Oldest change first; `next` is the cursor of the next page.', content: json({ $ref: '#/components/schemas/BookingsPage' }) }, ...failures },
        },
      },
      '/openapi.json': { get: { summary: 'This document', security: [], responses: { '200': { description: 'OpenAPI 3.1' } } } },
    },
  };
}
