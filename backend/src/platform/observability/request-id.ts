import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request id travels in: read from clients and proxies, echoed on every answer, sent to vendors. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a client or proxy may choose: 1-128 characters of letters, digits and `._:-` (UUIDs, ULIDs, load-balancer
 * and trace ids). Anything else (longer, spaces, quotes, control characters, several headers) is replaced by a new
 * UUID, so an id is always safe to put in a log line, a header and a database row.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of an incoming request: its valid `X-Request-Id`, else a new UUID (Fastify's `genReqId`). */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

interface RequestScope {
  readonly requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** The id of the request whose work is running, or undefined outside a request (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** The header to put on an outgoing call made for the current request (empty outside a request). */
export function requestIdHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId };
}

/** Runs `work` as part of the request `requestId` (tests, and work handed to a queue in-process). */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/**
 * Echoes the request id on every answer of the instance (API, static files, 404s, errors) and makes it the current
 * request id for the code that serves the request. The scope is entered again before validation when reading a body
 * lost it: the body is read in the socket's own async context. A request without a body (every GET) reaches
 * validation still inside the scope of its onRequest hook and does not pay for a second one.
 */
export function registerRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    scope.run({ requestId: request.id }, done);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (scope.getStore()?.requestId === request.id) {
      done();
      return;
    }
    scope.run({ requestId: request.id }, done);
  });
}

/** A fetch that adds the current request id to every call it makes (OpenAI SDK, Printify). */
export function fetchWithRequestId(base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const requestId = currentRequestId();
    if (requestId === undefined) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(REQUEST_ID_HEADER, requestId);
    return base(input, { ...init, headers });
  };
}
