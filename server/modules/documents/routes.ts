import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingDetailParams } from '../../../contract/booking';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { requireUser } from '../../http/requireUser';
import type { DocumentService } from './service';

/**
 * POST /generate-voucher/{bookingId} and POST /generate-invoice/{bookingId}: the PDF,
 * downloaded as voucher-{id}.pdf or invoice-{id}.pdf. The owner only; failures are envelopes.
 */
export function documentRoutes(app: FastifyInstance, documents: DocumentService): void {
  const checked = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, make] of [['voucher', documents.voucher], ['invoice', documents.invoice]] as const) {
    checked.post(
      `/generate-${kind}/:bookingId`,
      {
        bodyLimit: BODY_LIMITS.small,
        config: { personal: true },
        schema: { params: bookingDetailParams },
        // The owner check (401, or 403 for another user's id) comes before the path is checked.
        preValidation: async (request) => void requireUser(request),
      },
      async (request, reply) => {
        // The same check again, to get the session's user id: it reads only the request.
        const userId = requireUser(request);
        const { bookingId } = request.params;
        const pdf = await make(userId, bookingId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${kind}-${bookingId}.pdf"`)
          .send(pdf);
      },
    );
  }
}
