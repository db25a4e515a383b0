import type { FastifyInstance } from 'fastify';

/** Baseline security headers for every response (API and static sites); HSTS only behind HTTPS in production. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: { hsts: boolean }): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
