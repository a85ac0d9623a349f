import type { FastifyRequest } from 'fastify';
import { notFound } from './apiError';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The development routes' gate: only a client on this machine. The socket is loopback, and so is
 * the client a trusted proxy names (a proxy on this machine passing on someone else's request is
 * not a local client). Anyone else is told there is no such route.
 */
export function localOnly(request: FastifyRequest): void {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  }
}
