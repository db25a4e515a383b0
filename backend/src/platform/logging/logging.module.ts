import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

/** Paths never written to logs: credentials travel in these headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.headers["stripe-signature"]',
];

/** Structured JSON request logging (pino); LOG_LEVEL=silent switches it off (tests, benchmarks). */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            enabled: config.logLevel !== 'silent',
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            customLogLevel: (_req, res, err) =>
              err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
          },
        }),
      ],
    };
  }
}
