import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../api';

/**
 * The /ecom 429: problem-shaped but sent as plain application/json, with Retry-After and
 * deliberately no X-RateLimit-* headers (the description says none are sent).
 */
export function sendEcomRateLimited(req: FastifyRequest, reply: FastifyReply, retryAfter: number): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfter))
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        type: 'https://tools.ietf.org/html/rfc6585#section-4',
        title: 'Too Many Requests',
        status: 429,
        detail: `Rate limit exceeded; retry after ${retryAfter} s.`,
        instance: pathOf(req),
      }),
    );
}
