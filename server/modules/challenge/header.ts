import type { FastifyRequest } from 'fastify';
import { PROOF_OF_WORK_HEADER } from '../../../contract/proofOfWork';

/** The solved challenge a request carries, if any; a repeated header is read as one bad value. */
export function proofOf(request: FastifyRequest): string | undefined {
  const value = request.headers[PROOF_OF_WORK_HEADER];
  if (value === undefined || value === '') return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}
