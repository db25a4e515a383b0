import { isErrorType } from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { ErrorSink } from '../../platform/http/all-exceptions.filter';
import type { ErrorSeverity } from './error-log.entity';
import type { ErrorLogsService } from './error-logs.service';

/**
 * Vendor failures a customer saw that are answered with a 4xx (the 5xx ones are recorded anyway): the image
 * service's rate limit or safety refusal, a mockup the print provider answered for the wrong variant, a payment the
 * card provider failed. The vendor is named in the log's context.
 */
const VENDOR_CODES: Readonly<Record<string, { vendor: string; severity: ErrorSeverity }>> = {
  'GENERATION.PROVIDER_RATE_LIMIT': { vendor: 'openai', severity: 'medium' },
  'GENERATION.SAFETY_REJECTION': { vendor: 'openai', severity: 'low' },
  'GENERATION.QUOTA_EXCEEDED': { vendor: 'openai', severity: 'critical' },
  'GENERATION.SERVER_ERROR': { vendor: 'openai', severity: 'high' },
  'MOCKUP.VARIANT_MISMATCH': { vendor: 'printify', severity: 'high' },
  'PAYMENT.FAILED': { vendor: 'stripe', severity: 'high' },
  'PRICING.UNAVAILABLE': { vendor: 'printify/stripe', severity: 'high' },
  'ANALYSIS.UNAVAILABLE': { vendor: 'openai', severity: 'medium' },
  'MAIL.UNAVAILABLE': { vendor: 'smtp', severity: 'high' },
};

/** Database outages cannot be written to the database; they stay in the log stream. */
const NOT_RECORDED = new Set(['DATABASE.UNAVAILABLE']);

function severityFor(status: number): ErrorSeverity {
  return status >= 500 ? 'high' : 'medium';
}

/** The filter's sink: records every 5xx and the vendor failures above, with the request's route, id and user. */
export function serverErrorSink(errorLogs: ErrorLogsService | undefined): ErrorSink | undefined {
  if (!errorLogs) return undefined;
  return (exception, request: FastifyRequest, resolved) => {
    const code = resolved.body.code;
    if (NOT_RECORDED.has(code)) return;
    const vendor = exception instanceof AppError ? VENDOR_CODES[exception.code] : undefined;
    if (resolved.status < 500 && !vendor) return;
    const user = (request as FastifyRequest & { user?: { id: string } | null }).user;
    const route = `${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0] ?? ''}`;
    const error = exception instanceof Error ? exception : undefined;
    const errorType = resolved.body.errorType;
    void errorLogs.record({
      // The envelope's errorType always comes from the error catalogue (error-codes.ts); the guard only narrows it.
      errorType: isErrorType(errorType) ? errorType : 'SERVER_ERROR',
      // The real message (never sent to the client for unknown errors) is what staff need.
      errorMessage: error?.message || resolved.body.message,
      stackTrace: error?.stack ?? null,
      route,
      userId: user?.id ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      severity: vendor?.severity ?? severityFor(resolved.status),
      context: {
        source: vendor ? 'vendor' : 'server',
        ...(vendor ? { vendor: vendor.vendor } : {}),
        code,
        status: resolved.status,
        route,
        url: request.url,
        requestId: request.id,
      },
    });
  };
}
