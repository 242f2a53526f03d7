import type { RequestHandler } from 'express';
import { routePattern } from './http/route-pattern';

/** What the server needs of tracing: a middleware, the active trace id, and a last flush. */
export type Tracing = {
  middleware: RequestHandler;
  traceId: () => string | undefined;
  shutdown: () => Promise<void>;
};

/**
 * OpenTelemetry traces over OTLP (HTTP, JSON) to `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT).
 * The SDK is imported here, only when tracing is configured, so a server without it loads
 * none of it. One span per request, joined to the caller's trace (`traceparent`), named and
 * labelled by the route pattern, the method and the status: never the path, a header or a
 * body, so no sensitive field of spec section 3 reaches a span.
 */
export async function startTracing(endpoint: string, serviceName = 'webreg'): Promise<Tracing> {
  const [api, { AsyncLocalStorageContextManager }, core, sdk, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const provider = new sdk.BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new sdk.BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
      ),
    ],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('webreg');

  const middleware: RequestHandler = (req, res, next) => {
    const parent = api.propagation.extract(api.context.active(), req.headers);
    const span = tracer.startSpan(
      req.method,
      { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    res.on('finish', () => {
      const pattern = routePattern(req);
      if (pattern) {
        span.updateName(`${req.method} ${pattern}`);
        span.setAttribute('http.route', pattern);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    });
    api.context.with(api.trace.setSpan(parent, span), next);
  };
  return {
    middleware,
    traceId: () => api.trace.getActiveSpan()?.spanContext().traceId,
    shutdown: async () => {
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}
