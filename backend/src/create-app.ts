import fastifyCookie from '@fastify/cookie';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { LIMITS } from '@petart/domain';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module';
import { buildOpenApiDocument, setupSwagger } from './openapi/swagger';
import { fastifyTrustProxy, type AppConfig } from './platform/config/app-config';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter';
import { ErrorLogsService } from './modules/error-logs/error-logs.service';
import { serverErrorSink } from './modules/error-logs/server-error.sink';
import { contentSecurityPolicy } from './platform/http/content-security-policy';
import { clientErrorHandler, frameworkErrorHandler } from './platform/http/framework-errors';
import { registerCompression } from './platform/http/compression';
import { registerCors } from './platform/http/cors';
import { registerInputGuard } from './platform/http/input-guard';
import { registerMultipart } from './platform/http/multipart';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerShopSite } from './platform/http/static-sites';
import { HandlerSpanInterceptor } from './platform/observability/handler-span';
import { isTracing } from './tracing';
import { GiftDeadlineService } from './modules/delivery';
import { ReviewShowcaseService } from './modules/reviews';
import { createValidationPipe } from './platform/http/validation';
import { Metrics, registerMetrics } from './platform/observability/metrics';
import { registerRequestIds, requestIdFor } from './platform/observability/request-id';
import { registerTraceAttributes } from './platform/observability/trace-attributes';

export interface CreateAppOptions {
  /** Connect to Postgres and run migrations (default true). false is for OpenAPI generation. */
  database?: boolean;
  /** Extra modules (tests mount probe controllers this way). */
  imports?: AppModuleOptions['imports'];
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: AppModuleOptions['logDestination'];
}

/** Builds the fully configured (initialised, not listening) application; used by main.ts and by the tests. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  // trustProxy: only the configured proxies (TRUST_PROXY) may set X-Forwarded-For; request.ip (every per-IP rate limit)
  // is the socket address otherwise, so a client cannot pick its own address.
  const adapter = new FastifyAdapter({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify's and Node's own 400/408/414/431 answers use the error envelope too (framework-errors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Every request's id: its valid X-Request-Id, else a new UUID (request-id.ts); logs and error logs use it.
    genReqId: requestIdFor,
  });
  // @nestjs/swagger serves its UI assets through useStaticAssets, which would require('@fastify/static') from the
  // hoisted @nestjs/platform-fastify; our copy lives in backend/node_modules, so hand the adapter ours.
  adapter.useStaticAssets = (staticOptions) =>
    adapter.getInstance().register(fastifyStatic, staticOptions as FastifyStaticOptions);

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, {
      database: options.database ?? true,
      imports: options.imports,
      logDestination: options.logDestination,
    }),
    adapter,
    // rawBody: the Stripe webhook verifies its signature over the exact bytes (kept as request.rawBody).
    { bufferLogs: true, abortOnError: false, rawBody: true },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  // Only a traced process pays for the handler's span: a global interceptor puts every request through Nest's RxJS
  // pipeline, which cost the catalogue route a quarter of its rate (docs/benchmarks.md, "Public routes").
  if (isTracing()) app.useGlobalInterceptors(new HandlerSpanInterceptor());
  // @fastify/cors on the root instance, as app.enableCors() registers it, minus Nest's copy of the CORS headers onto
  // the raw response after every request's hook. That copy is for answers Nest middleware ends itself (this app has
  // none; the request logger only watches), and it cost every answer a second pass over its headers in Node's
  // writeHead. Registered where enableCors() was, so that it runs before the hooks below and a preflight is
  // answered before them; its hook runs for cross-origin requests and preflights only (cors.ts).
  await registerCors(app.getHttpAdapter().getInstance(), {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
    // A bare OPTIONS (no Origin / Access-Control-Request-Method) gets an empty 204 instead of @fastify/cors's
    // text/plain 400, which was the one answer outside the JSON envelope.
    strictPreflight: false,
  });

  const fastify = app.getHttpAdapter().getInstance();
  registerRequestIds(fastify);
  // The route's name and the request id go on the request's server span, which only a traced process has.
  if (isTracing()) registerTraceAttributes(fastify);
  registerMetrics(fastify, app.get(Metrics), config);
  await app.register(fastifyCookie, { secret: config.jwtSecret });
  // Before the routes: JSON answers above 1 KB are compressed (built files come precompressed).
  await registerCompression(fastify);
  // Uploads: one file, 10 MB (+1 byte so that exactly 10 MB passes and anything larger is detected as too large).
  await registerMultipart(fastify, {
    limits: { fileSize: LIMITS.uploadMaxBytes + 1, files: 1, fields: 10 },
  });
  registerSecurityHeaders(fastify, {
    hsts: config.profile === 'production',
    csp: contentSecurityPolicy(config, 'shop'),
  });
  registerInputGuard(fastify);
  const deadlines = app.get(GiftDeadlineService, { strict: false });
  const showcase = app.get(ReviewShowcaseService, { strict: false });
  const notFoundFallback = await registerShopSite(fastify, config, () => ({
    giftDeadline: deadlines.forLanding(),
    reviews: showcase.forLanding(),
  }));
  app.useGlobalFilters(
    new AllExceptionsFilter(notFoundFallback, serverErrorSink(app.get(ErrorLogsService, { strict: false }))),
  );

  if (config.apiDocs) setupSwagger(app, buildOpenApiDocument(app));
  await app.init();
  await fastify.ready();
  // Nest holds its log lines (bufferLogs) until listen(); an app that is served without listen() (tests through
  // supertest) would never write them.
  app.flushLogs();
  return app;
}
