import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { signAccessToken } from '../auth/access-token';
import { createScratchDatabase } from '../../../test/create-test-app';
import {
  BACKEND_ROOT,
  ensureBackendBuilt,
  freePorts,
  JWT_SECRET,
  sleep,
  startAppProcess,
  type AppProcess,
} from '../../../test/reliability/app-process';
import { REQUEST_ID_HEADER } from './request-id';
import { REQUEST_ID_SPAN_ATTRIBUTE } from './trace-attributes';

/**
 * Traces are seen the way a collector sees them: the built server (`node dist/main.js`, as the image runs it; Jest's
 * own module loader would bypass the hooks the instrumentations patch through) exports OTLP/HTTP JSON to a receiver
 * in this test, which also plays OpenAI's API for the admin's vendor check, a request that reads the database (the
 * signed-in user) and calls a vendor (fetch).
 */
jest.setTimeout(120_000);

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

const SERVER = 2;
const CLIENT = 3;

const attribute = (span: OtlpSpan, key: string): string | undefined => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** An OTLP/HTTP receiver (POST /v1/traces, JSON) that also answers OpenAI's GET /v1/models. */
class Receiver {
  readonly exports: OtlpExport[] = [];
  /** The `traceparent` header of each GET /v1/models (W3C trace context: version-traceId-parentId-flags). */
  readonly modelListings: string[] = [];
  private server?: Server;

  async start(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/v1/traces') {
          this.exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else if (request.method === 'GET' && request.url === '/v1/models') {
          this.modelListings.push(String(request.headers.traceparent));
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"list","data":[]}');
        } else {
          response.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  spans(): OtlpSpan[] {
    return this.exports.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
  }

  serviceNames(): (string | undefined)[] {
    return this.exports.flatMap((batch) =>
      batch.resourceSpans.map(
        (resource) =>
          resource.resource.attributes.find((entry) => entry.key === 'service.name')?.value.stringValue,
      ),
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('OpenTelemetry traces of the built server', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let db: Client;
  let dataDir: string;
  let bearer: string | undefined;
  const receivers: Receiver[] = [];
  const apps: AppProcess[] = [];

  /** The API with IMAGE_GENERATOR=openai pointed at `receiver`, plus `env` (the tracing variables under test). */
  async function startApi(receiverPort: number, env: Record<string, string>): Promise<AppProcess> {
    const [port, adminPort] = await freePorts(2);
    const app = await startAppProcess({
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      IMAGE_GENERATOR: 'openai',
      OPENAI_API_KEY: 'sk-fake',
      OPENAI_BASE_URL: `http://127.0.0.1:${receiverPort}/v1`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      ...env,
    });
    apps.push(app);
    return app;
  }

  async function newReceiver(): Promise<{ receiver: Receiver; port: number }> {
    const [port] = await freePorts(1);
    const receiver = new Receiver();
    await receiver.start(port!);
    receivers.push(receiver);
    return { receiver, port: port! };
  }

  /** A bearer token of an administrator, created once an app has migrated the empty database. */
  async function staffBearer(): Promise<string> {
    if (bearer) return bearer;
    db = new Client({ connectionString: scratch.url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, email_verified, is_admin) VALUES ($1, true, true) RETURNING id`,
      [`tracing-${randomUUID().slice(0, 8)}@example.com`],
    );
    bearer = `Bearer ${signAccessToken(rows[0]!.id, JWT_SECRET)}`;
    return bearer;
  }

  /** The staff's vendor check, which loads the signed-in user from the database and asks OpenAI for its models. */
  async function checkVendors(app: AppProcess, requestId: string): Promise<void> {
    const response = await fetch(`${app.baseUrl}/api/admin/dev-tools/adapters`, {
      headers: { authorization: await staffBearer(), [REQUEST_ID_HEADER]: requestId },
    });
    const ports = (await response.json()) as { port: string; status: string }[];
    expect(response.status).toBe(200);
    expect(ports.find((entry) => entry.port === 'IMAGE_GENERATOR')?.status).toBe('up');
  }

  beforeAll(async () => {
    ensureBackendBuilt();
    scratch = await createScratchDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'petart-tracing-'));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop('SIGTERM')));
    await Promise.all(receivers.map((receiver) => receiver.stop()));
    await db?.end();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports one trace from the request through its queries and its vendor call', async () => {
    const { receiver, port } = await newReceiver();
    const app = await startApi(port, {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: 'petart-api-test',
    });
    const requestId = `trace-${randomUUID()}`;
    await checkVendors(app, requestId);

    const isOurs = (span: OtlpSpan) =>
      span.kind === SERVER && attribute(span, REQUEST_ID_SPAN_ATTRIBUTE) === requestId;
    const deadline = Date.now() + 10_000;
    while (!receiver.spans().some(isOurs) && Date.now() < deadline) await sleep(100);
    const server = receiver.spans().find(isOurs);
    expect(server).toBeDefined();
    // The handler's spans end before the server span does, so the whole trace is exported by now; one more
    // batch interval covers a batch cut between them.
    await sleep(500);
    const trace = receiver.spans().filter((span) => span.traceId === server!.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    /** The chain of parents from `span` up to the trace's root, each of them exported in this trace. */
    const ancestors = (span: OtlpSpan): OtlpSpan[] => {
      const chain: OtlpSpan[] = [];
      for (
        let parent = byId.get(span.parentSpanId ?? '');
        parent;
        parent = byId.get(parent.parentSpanId ?? '')
      )
        chain.push(parent);
      return chain;
    };

    // The server span is the root (no caller sent a traceparent), named by method and route.
    expect(server!.parentSpanId ?? '').toBe('');
    expect(attribute(server!, 'http.request.method') ?? attribute(server!, 'http.method')).toBe('GET');
    expect(attribute(server!, 'http.route')).toBe('/api/admin/dev-tools/adapters');
    expect(server!.name).toBe('GET /api/admin/dev-tools/adapters');

    const queries = trace.filter(
      (span) =>
        attribute(span, 'db.system.name') === 'postgresql' || attribute(span, 'db.system') === 'postgresql',
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(ancestors(query)).toContain(server);

    const vendorCalls = trace.filter(
      (span) => span.kind === CLIENT && (attribute(span, 'url.full') ?? '').endsWith('/v1/models'),
    );
    expect(vendorCalls).toHaveLength(1);
    expect(ancestors(vendorCalls[0]!)).toContain(server);
    // The vendor was told the trace and the client span it was called from, so its own spans join this trace.
    expect(receiver.modelListings).toEqual([`00-${server!.traceId}-${vendorCalls[0]!.spanId}-01`]);
    // The Nest handler sits between the HTTP span and the work it does.
    expect(trace.some((span) => span.name.includes('DevToolsController'))).toBe(true);

    expect(receiver.serviceNames()).toContain('petart-api-test');
    // Probes are not traced: start-up polled /api/health many times.
    expect(
      receiver.spans().filter((span) => (attribute(span, 'url.path') ?? '').startsWith('/api/health')),
    ).toEqual([]);
  });

  it('loads no SDK and exports nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const { receiver, port } = await newReceiver();
    // Every other OTLP setting points at the receiver: only the switch is missing.
    const app = await startApi(port, {
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${port}/v1/traces`,
    });
    await checkVendors(app, `untraced-${randomUUID()}`);
    await sleep(1_500);
    expect(receiver.modelListings).toHaveLength(1);
    expect(receiver.exports).toEqual([]);

    // The same entry module in a plain node process: the SDK is required only when the switch is set.
    const loadsSdk = (env: Record<string, string>) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          "require('./dist/tracing'); console.log(Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-node')))",
        ],
        { cwd: BACKEND_ROOT, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
      ).trim();
    expect(loadsSdk({})).toBe('false');
    expect(
      loadsSdk({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe('true');
  });
});
