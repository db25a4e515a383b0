import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/** The span attribute holding the request id on a request's server span, so a log line leads to its trace. */
export const REQUEST_ID_SPAN_ATTRIBUTE = 'petart.request_id';

/**
 * Names each request's HTTP server span by its route pattern (`GET /api/orders/:orderHash`, with `http.route`, as
 * traces are grouped and searched by it; the raw URL would make one name per order) and puts the request id on it.
 * Registered only in a traced process (create-app.ts, `isTracing()`): without the OpenTelemetry SDK there is no
 * active span, and the hook would cost every request a lookup for nothing.
 */
export function registerTraceAttributes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      span.setAttribute(REQUEST_ID_SPAN_ATTRIBUTE, request.id);
      const route = request.routeOptions.url;
      if (route !== undefined) {
        span.setAttribute('http.route', route);
        span.updateName(`${request.method} ${route}`);
      }
    }
    done();
  });
}
