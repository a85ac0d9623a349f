import type { FastifyInstance } from 'fastify';
import { bookingDetailParams } from '../../../contract/booking';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { requireUser } from '../../http/requireUser';
import { parseInput } from '../../http/validate';
import type { DocumentService } from './service';

/**
 * POST /generate-voucher/{bookingId} and POST /generate-invoice/{bookingId}: the PDF,
 * downloaded as voucher-{id}.pdf or invoice-{id}.pdf. The owner only; failures are envelopes.
 */
export function documentRoutes(app: FastifyInstance, documents: DocumentService): void {
  for (const [kind, make] of [['voucher', documents.voucher], ['invoice', documents.invoice]] as const) {
    app.post(`/generate-${kind}/:bookingId`, { bodyLimit: BODY_LIMITS.small, config: { personal: true } }, async (request, reply) => {
      const userId = requireUser(request);
      const { bookingId } = parseInput(bookingDetailParams, request.params, 'params');
      const pdf = await make(userId, bookingId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${kind}-${bookingId}.pdf"`)
        .send(pdf);
    });
  }
}
