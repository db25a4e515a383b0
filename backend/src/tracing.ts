/**
 * OpenTelemetry traces, switched on by OTEL_EXPORTER_OTLP_ENDPOINT and entirely off without it: the SDK is not even
 * loaded then. main.ts imports this module first, because the instrumentations patch `http`, `pg` and Nest as they
 * are required: a module loaded before the SDK starts is never traced.
 */
import type * as Sdk from './platform/observability/open-telemetry';

type Tracing = ReturnType<typeof Sdk.startTracing>;

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();

// A plain require inside the condition: a static import would load the SDK for every process.
const tracing: Tracing | undefined = endpoint
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./platform/observability/open-telemetry') as typeof Sdk).startTracing()
  : undefined;

/** Whether this process traces (the SDK was started): what only matters to a trace is skipped otherwise. */
export function isTracing(): boolean {
  return tracing !== undefined;
}

/** Sends the spans still queued (on shutdown, before the process exits); nothing to do when tracing is off. */
export function flushTracing(): Promise<void> {
  return tracing?.shutdown() ?? Promise.resolve();
}
