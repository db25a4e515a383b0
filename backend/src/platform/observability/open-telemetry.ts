import type { IncomingMessage } from 'node:http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';

/**
 * Probe and scrape routes: an orchestrator and Prometheus call them every few seconds, so tracing them would bury the
 * requests of customers and staff under thousands of identical traces.
 */
const UNTRACED_PATHS = /^(\/api\/health(\/|$|\?)|\/metrics(\?|$))/;

export function isUntracedRequest(request: Pick<IncomingMessage, 'url'>): boolean {
  return UNTRACED_PATHS.test(request.url ?? '');
}

/**
 * Starts the OpenTelemetry Node SDK: a span for each incoming HTTP request, its Nest handler (handler-span.ts), its SQL queries and its
 * outgoing calls (node:http, as the AWS and Stripe SDKs use, and fetch/undici, as OpenAI, Printify and the image
 * proxy use), exported by OTLP to OTEL_EXPORTER_OTLP_ENDPOINT. The SDK reads the standard OTEL_* variables itself:
 * OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf by default, http/json, grpc), OTEL_TRACES_SAMPLER,
 * OTEL_BSP_SCHEDULE_DELAY, OTEL_SDK_DISABLED, ...
 */
export function startTracing(): { shutdown(): Promise<void> } {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'petart-api',
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isUntracedRequest }),
      // Queries outside a request (the job queue's polling, the pool's keep-alive) would each be a trace of one span.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
