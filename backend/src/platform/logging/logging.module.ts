import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import { currentRequestId } from '../observability/request-id';
import { chooseLogFormat, prettyStream } from './log-format';

/** Paths never written to logs: credentials travel in these headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.headers["stripe-signature"]',
];

/**
 * Request and application logging (pino): JSON lines, or readable ones for a person at a terminal (LOG_FORMAT,
 * chooseLogFormat); LOG_LEVEL=silent switches it off (tests, benchmarks).
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, destination?: DestinationStream): DynamicModule {
    const options: Options = {
      level: config.logLevel,
      enabled: config.logLevel !== 'silent',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      autoLogging: { ignore: (req) => (req.url ?? '').includes('/health') },
      // The request id (Fastify's request.id, from X-Request-Id or a new UUID) on every line written while the
      // request is served, whichever logger writes it (request-id.ts keeps it across awaits and body reading).
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    };
    const pretty =
      config.logLevel !== 'silent' &&
      chooseLogFormat(config.logFormat, config.profile, process.stdout.isTTY === true) === 'pretty';
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // Nest 11 path syntax (the default '*' triggers the legacy-route warning). When silent, no request
          // middleware at all: it would build a child logger per request for nothing (benchmarks, tests).
          forRoutes: config.logLevel === 'silent' ? [] : [{ path: '{*splat}', method: RequestMethod.ALL }],
          pinoHttp: destination ? [options, destination] : pretty ? [options, prettyStream()] : options,
        }),
      ],
    };
  }
}
