import * as http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { AppError } from './app-error';
import { errorTextFor, httpErrorFor } from './error-codes';
import type { ErrorEnvelopeDto } from './error-envelope.dto';

/** The envelope of one error code with its own message (for answers written outside Nest). */
export function envelopeOf(code: string, message: string): ErrorEnvelopeDto {
  return { error: errorTextFor(code), message, errorType: httpErrorFor(code).errorType, details: [], code };
}

/**
 * Fastify's router errors that never reach Nest (`frameworkErrors` option): a malformed percent-encoding in the
 * path (400) and a path parameter longer than `maxParamLength` (414). Same envelope as every other error; the
 * message does not echo the (possibly huge) URL.
 */
export function frameworkErrorHandler(
  error: { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('HTTP.URI_TOO_LONG', 'A path parameter of the URL is too long')
      : new AppError('HTTP.BAD_REQUEST', 'The URL is not validly encoded');
  void reply
    .status(httpErrorFor(appError.code).status)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id)
    .send(envelopeOf(appError.code, appError.message));
}

/**
 * Node's HTTP parser errors, before any request object exists (`clientErrorHandler` option): header section
 * (request line included, so also an over-long URL) above `--max-http-header-size` (16 KB) -> 431, a request that
 * was not sent in time -> 408, anything else unparseable -> 400. Written straight to the socket, with the envelope.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HTTP.HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'HTTP.REQUEST_TIMEOUT'
        : 'HTTP.BAD_REQUEST';
  const message =
    code === 'HTTP.HEADERS_TOO_LARGE'
      ? 'The request headers or the URL are too large'
      : code === 'HTTP.REQUEST_TIMEOUT'
        ? 'The request was not received in time'
        : 'The request could not be parsed';
  const status = httpErrorFor(code).status;
  const body = JSON.stringify(envelopeOf(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
