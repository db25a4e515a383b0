import type { FastifyInstance } from 'fastify';

/**
 * Baseline security headers for every response (API and static sites); HSTS only behind HTTPS in production. `csp`
 * is the Content-Security-Policy of the site this server serves (see content-security-policy.ts); it is sent on every
 * response, so the HTML of an SPA deep link or a 404 fallback carries it like `/` does.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: { hsts: boolean; csp: string },
): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('content-security-policy', options.csp);
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
