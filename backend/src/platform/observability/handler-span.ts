import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { Observable } from 'rxjs';

const tracer = trace.getTracer('petart-api');

/**
 * A span for each Nest handler (`DevToolsController.adapters`), between the request's HTTP span and the work the
 * handler does (its queries, its calls to vendors), which run inside it. Ours rather than
 * `@opentelemetry/instrumentation-nestjs-core`: that one patches Nest's internals and lags Nest's majors (0.71
 * supports `@nestjs/core <12`), while an interceptor is part of Nest's public API. Without the OpenTelemetry SDK
 * (OTEL_EXPORTER_OTLP_ENDPOINT unset) there is no active span and the handler runs as it is.
 */
export class HandlerSpanInterceptor implements NestInterceptor {
  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    const parent = trace.getActiveSpan();
    if (!parent || execution.getType() !== 'http') return next.handle();
    const controller = execution.getClass().name;
    const handler = execution.getHandler().name;
    return new Observable((subscriber) => {
      const span = tracer.startSpan(`${controller}.${handler}`, {
        attributes: { 'nestjs.type': 'handler', 'nestjs.controller': controller, 'nestjs.callback': handler },
      });
      const subscription = context.with(trace.setSpan(context.active(), span), () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            span.recordException(error instanceof Error ? error : String(error));
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            subscriber.error(error);
          },
          complete: () => {
            span.end();
            subscriber.complete();
          },
        }),
      );
      return () => subscription.unsubscribe();
    });
  }
}
