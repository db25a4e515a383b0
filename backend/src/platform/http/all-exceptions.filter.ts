import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { fallbackMessageForStatus } from '@petart/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from '../database/database-errors';
import { AppError } from './app-error';
import { codeForStatus, errorTextFor, httpErrorFor } from './error-codes';
import type { ErrorEnvelopeDto } from './error-envelope.dto';
import { routeAnswersWithSuccessFlag } from './success-flag';

/** Serves a non-API GET that matched nothing (SPA fallback); returns true when it answered. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Told about every error the filter answers (status and envelope already resolved); the error-logs module records
 * the 5xx and the vendor failures a customer saw. Must not throw or block (it is not awaited).
 */
export type ErrorSink = (exception: unknown, request: FastifyRequest, resolved: ResolvedError) => void;

export interface ResolvedError {
  status: number;
  body: ErrorEnvelopeDto & Record<string, unknown>;
  internal: boolean;
  /** Seconds for Retry-After, when the client should try again later. */
  retryAfterSeconds?: number;
}

function messageOfHttpException(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const message: unknown = response.message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.map(String).join('; ');
  }
  return undefined;
}

/** Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode and a safe message. */
function fastifyClientError(exception: unknown): { status: number; message: string } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { statusCode, code, message } = exception as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && typeof code === 'string') {
    return {
      status: statusCode,
      message: typeof message === 'string' ? message : fallbackMessageForStatus(statusCode),
    };
  }
  return undefined;
}

/** Turns anything thrown into the one envelope; pure so that it can be unit-tested. */
export function resolveError(exception: unknown): ResolvedError {
  if (exception instanceof AppError) {
    const { status, errorType } = httpErrorFor(exception.code);
    return {
      status,
      internal: status >= 500,
      retryAfterSeconds:
        exception.retryAfterSeconds ??
        (exception.code === 'DATABASE.UNAVAILABLE' ? DATABASE_RETRY_AFTER_SECONDS : undefined),
      body: {
        ...exception.extra,
        error: errorTextFor(exception.code),
        message: exception.message,
        errorType,
        details: exception.details,
        code: exception.code,
      },
    };
  }
  if (exception instanceof HttpException && exception.getStatus() < 500) {
    const status = exception.getStatus();
    const code = codeForStatus(status);
    // Nest's "Cannot GET /x" for unmatched routes is replaced by the catalogue message.
    const own = status === 404 ? undefined : messageOfHttpException(exception);
    return {
      status,
      internal: false,
      body: {
        error: errorTextFor(code),
        message: own ?? fallbackMessageForStatus(status),
        errorType: httpErrorFor(code).errorType,
        details: [],
        code,
      },
    };
  }
  const clientError = fastifyClientError(exception);
  if (clientError) {
    const code = codeForStatus(clientError.status);
    return {
      status: clientError.status,
      internal: false,
      body: {
        error: errorTextFor(code),
        message: clientError.message,
        errorType: httpErrorFor(code).errorType,
        details: [],
        code,
      },
    };
  }
  // A database that is down, paused or too slow: 503 with a retry hint (Retry-After is set in the filter).
  if (isDatabaseUnavailableError(exception)) {
    return {
      status: 503,
      internal: false,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      body: {
        error: errorTextFor('DATABASE.UNAVAILABLE'),
        message: 'The service is temporarily unavailable. Please try again in a few seconds.',
        errorType: httpErrorFor('DATABASE.UNAVAILABLE').errorType,
        details: [],
        code: 'DATABASE.UNAVAILABLE',
      },
    };
  }
  // Unknown errors: never leak the message, stack or SQL.
  return {
    status: 500,
    internal: true,
    body: {
      error: errorTextFor('INTERNAL'),
      message: fallbackMessageForStatus(500),
      errorType: 'SERVER_ERROR',
      details: [],
      code: 'INTERNAL',
    },
  };
}

/**
 * The global filter, owner of every HTTP detail of an error: the status and errorType (from the error-code table),
 * one JSON envelope `{ error, message, errorType, details, code }`, `success: false` on the routes marked with
 * {@link AnswersWithSuccessFlag}, Retry-After and cache-control.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(
    private readonly notFoundFallback?: NotFoundFallback,
    private readonly errorSink?: ErrorSink,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const resolved = resolveError(exception);
    if (resolved.status === 404 && this.notFoundFallback?.(request, reply)) return;
    if (resolved.internal) {
      this.logger.error(
        { err: exception, method: request.method, url: request.url },
        exception instanceof Error ? exception.message : 'Unhandled error',
      );
    }
    try {
      this.errorSink?.(exception, request, resolved);
    } catch {
      // Logging an error must never change the answer.
    }
    if (resolved.body.code === 'DATABASE.UNAVAILABLE' && !(exception instanceof AppError)) {
      this.logger.warn(
        { method: request.method, url: request.url },
        `Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    }
    if (resolved.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(resolved.retryAfterSeconds));
    const body = routeAnswersWithSuccessFlag(request) ? { ...resolved.body, success: false } : resolved.body;
    void reply.status(resolved.status).header('cache-control', 'no-store').send(body);
  }
}
