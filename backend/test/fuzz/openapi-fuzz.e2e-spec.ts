import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Test } from 'supertest';
import { createVerifiedUser } from '../accounts';
import { createTestApp, REPO_ROOT, type TestApp } from '../create-test-app';
import {
  type Components,
  deref,
  invalidArbitrary,
  nastyValue,
  type OpenApiSchema,
  validArbitrary,
} from './schema-arbitrary';

/**
 * OpenAPI-driven fuzzing: every operation of docs/api/openapi.json is called with values generated from its own
 * schemas (valid ones and broken ones), anonymously, with a signed-in user and with a garbage token, and every
 * answer must be (1) below 500, (2) a status the document lists for that operation and (3) a body matching the
 * documented schema of that status and content type. Driven by the document only, so routes added later are
 * covered without touching this file.
 *
 * Operations that cannot succeed from generated data still get their anonymous/invalid calls and are held to the
 * same three rules: the multipart upload (the generator sends JSON, empty and non-image multipart bodies, and now
 * and then the test photo, whose session then feeds the pool), the Stripe webhook (no valid signature can be generated; every call
 * must be a documented 400) and routes that need ids of real rows (ids seen in earlier answers are reused, see
 * `pool`, so that some calls do reach the rows of the signed-in user).
 *
 * Replay: the seed is printed; FUZZ_SEED=<seed> reruns the same inputs (row ids differ, the inputs do not).
 * FUZZ_RUNS (default 100) rounds over all operations, stopped early after FUZZ_BUDGET_MS (default 90 s).
 */

interface MediaObject {
  schema?: OpenApiSchema;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
}
interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}
interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
  security?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Components };
}

const DOC = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'docs/api/openapi.json'), 'utf8'),
) as OpenApiDocument;
const COMPONENTS = DOC.components.schemas;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000);
const PHOTO = fs.readFileSync(path.join(REPO_ROOT, 'backend/test/fixtures/chelsea-cat.png'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation extends OperationObject {
  method: (typeof METHODS)[number];
  path: string;
}

const OPERATIONS: Operation[] = Object.entries(DOC.paths).flatMap(([p, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ ...(item[m] as OperationObject), method: m, path: p })),
);

type Auth = 'none' | 'user' | 'garbage';
type PathValue =
  { kind: 'generated'; value: string } | { kind: 'pool'; index: number } | { kind: 'raw'; raw: string };
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'fixture'; field: string }
  | {
      kind: 'multipart';
      field?: string;
      file?: { field: string; name: string; bytes: number[]; type: string };
    };

interface FuzzRequest {
  auth: Auth;
  /** When set, top-level body strings whose key was seen in earlier answers take one of those values (index). */
  fromPool: number | null;
  pathValues: Record<string, PathValue>;
  query: Record<string, unknown>;
  body: Body;
}

const stringOf = (schema: OpenApiSchema | undefined): fc.Arbitrary<unknown> =>
  schema ? validArbitrary(schema, COMPONENTS) : fc.string({ maxLength: 30 });

/** Path templates' variables: from the document's parameters, or any `{name}` it forgot to declare. */
function pathVariables(op: Operation): string[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathValue: fc.Arbitrary<PathValue> = fc.oneof(
    { arbitrary: fc.nat().map((index) => ({ kind: 'pool' as const, index })), weight: 3 },
    {
      arbitrary: fc
        .string({ minLength: 1, maxLength: 40 })
        .map((value) => ({ kind: 'generated' as const, value })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom('a%00b', '%zz', '..', 'x'.repeat(150), '%E2%80%AE', 'null', '-1', '0')
        .map((raw) => ({
          kind: 'raw' as const,
          raw,
        })),
      weight: 2,
    },
  );
  const pathValues = fc.record(Object.fromEntries(pathVariables(op).map((name) => [name, pathValue])));
  const queryParams = params.filter((p) => p.in === 'query');
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, fc.oneof({ arbitrary: stringOf(p.schema), weight: 3 }, nastyValue)]),
    ),
    { requiredKeys: [] },
  );
  const json = op.requestBody?.content['application/json']?.schema;
  const multipart = op.requestBody?.content['multipart/form-data'];
  const fileField =
    Object.entries(deref(multipart?.schema ?? {}, COMPONENTS).properties ?? {}).find(
      ([, prop]) => prop.format === 'binary',
    )?.[0] ?? 'file';
  const jsonBody = (schema: OpenApiSchema): fc.Arbitrary<Body> =>
    fc
      .oneof(
        { arbitrary: validArbitrary(schema, COMPONENTS), weight: 3 },
        { arbitrary: invalidArbitrary(schema, COMPONENTS), weight: 3 },
      )
      .map((value) => ({ kind: 'json' as const, value }));
  const odd: fc.Arbitrary<Body> = fc.constantFrom<Body>(
    { kind: 'none' },
    { kind: 'text', contentType: 'application/json', text: '{"a":' },
    { kind: 'text', contentType: 'application/json', text: '{"a":"\\u0000"}' },
    { kind: 'text', contentType: 'text/plain', text: 'hello' },
    // The 10,000-deep body of the security review (as text: JSON.stringify itself would overflow the stack).
    { kind: 'text', contentType: 'application/json', text: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    { kind: 'json', value: { unexpectedField: 'a\u0000b' } },
  );
  let body: fc.Arbitrary<Body>;
  if (json) body = fc.oneof({ arbitrary: jsonBody(json), weight: 6 }, { arbitrary: odd, weight: 1 });
  else if (multipart) {
    body = fc.oneof(
      // The test photo, so that the upload also succeeds and its session feeds the pool.
      fc.constant<Body>({ kind: 'fixture', field: fileField }),
      fc.constant<Body>({ kind: 'multipart' }),
      fc.string({ maxLength: 20 }).map((field): Body => ({ kind: 'multipart', field })),
      fc
        .tuple(
          fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
          fc.constantFrom('image/png', 'text/plain'),
        )
        .map(([bytes, type]): Body => ({
          kind: 'multipart',
          file: { field: fileField, name: 'x.png', bytes, type },
        })),
      odd,
    );
  } else if (op.method === 'get' || op.method === 'delete') body = fc.constant<Body>({ kind: 'none' });
  else body = fc.oneof({ arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 3 }, odd);
  return fc.record({
    fromPool: fc.option(fc.nat(), { nil: null }),
    auth: fc.constantFrom<Auth>('none', 'user', 'user', 'garbage'),
    pathValues,
    query,
    body,
  });
}

/** A stable number per operation, so that each operation's inputs depend on the seed and its id only. */
function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return h >>> 0;
}

/**
 * OpenAPI 3.0 schema -> JSON Schema for ajv: `nullable: true` becomes `anyOf [schema, null]` (ajv's own `nullable`
 * only widens `type`, so `{ allOf: [$ref], nullable: true }`, which @nestjs/swagger emits for nullable objects,
 * would still refuse null), and local refs point into the registered document.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string'
        ? v.replace(/^#\/components\//, 'openapi#/components/')
        : toJsonSchema(v),
    ]),
  );
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

// Response validation: the document's component schemas are registered once; local refs point into them.
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ $id: 'openapi', components: toJsonSchema(DOC.components) });
const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: OpenApiSchema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Values seen in earlier answers, by property name ('sessionId', 'orderHash', 'id', ...; own image paths also as
 * 'imageUrl'), and all of them under '*'. Path parameters and body properties of the same name reuse them, so that
 * generated calls also reach real rows of the signed-in user.
 */
const pool = new Map<string, string[]>();
function remember(key: string, value: string): void {
  const values = pool.get(key) ?? [];
  if (!values.includes(value)) values.push(value);
  if (values.length > 100) values.shift();
  pool.set(key, values);
}
function harvest(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    if (value.length === 0 || value.length > 300) return;
    if (/(id|Id|ID|Hash|hash|Url|url)$/.test(key)) {
      remember(key, value);
      remember('*', value);
    }
    if (value.startsWith('/api/images/')) remember('imageUrl', value.split('?')[0] as string);
  } else if (Array.isArray(value)) value.forEach((item) => harvest(item, key));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) harvest(v, k);
  }
}
function fromPool(key: string, index: number): string | undefined {
  const values = pool.get(key) ?? pool.get('*') ?? [];
  return values.length > 0 ? values[index % values.length] : undefined;
}
/** A body with its top-level strings of known names replaced by pooled values (so that ids are real). */
function withPooledValues(value: unknown, index: number): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && pool.has(k) ? fromPool(k, index) : v]),
  );
}

function urlOf(op: Operation, req: FuzzRequest): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = req.pathValues[name];
    if (!value) return 'x';
    if (value.kind === 'raw') return value.raw;
    if (value.kind === 'pool') return encodeURIComponent(fromPool(name, value.index) ?? 'none');
    return encodeURIComponent(value.value);
  });
}

function queryString(query: Record<string, unknown>): string {
  // An array repeats the key (`?token=a&token=b`), which makes the parsed value an array.
  const parts = Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      return `${encodeURIComponent(k)}=${encodeURIComponent(text)}`;
    }),
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

interface Failure {
  operation: string;
  problem: string;
  request: string;
  response: string;
}

const clip = (text: string, max = 400): string => (text.length > max ? `${text.slice(0, max)}…` : text);

function checkResponse(
  op: Operation,
  res: { status: number; headers: Record<string, string>; body: unknown; text?: string },
): string | undefined {
  if (res.status >= 500) return `answered ${res.status}`;
  const documented = op.responses[String(res.status)] ?? op.responses.default;
  if (!documented)
    return `answered ${res.status}, which is not documented (${Object.keys(op.responses).join(', ')})`;
  const contentType = (res.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  const hasBody = Buffer.isBuffer(res.body) ? res.body.length > 0 : (res.text ?? '').length > 0;
  if (!documented.content) {
    return hasBody && contentType === 'application/json'
      ? `answered ${res.status} with a JSON body, but the document says it has none`
      : undefined;
  }
  if (!hasBody) return undefined;
  const media =
    documented.content[contentType] ??
    documented.content[`${contentType.split('/')[0]}/*`] ??
    documented.content['*/*'];
  if (!media) {
    return `answered ${res.status} as ${contentType || 'no content type'}; documented: ${Object.keys(documented.content).join(', ')}`;
  }
  if (contentType === 'application/json' && media.schema) {
    const validate = validatorFor(`${op.operationId} ${res.status} ${contentType}`, media.schema);
    if (!validate(res.body)) {
      return `answered ${res.status} with a body that does not match its schema: ${ajv.errorsText(validate.errors)}`;
    }
  }
  return undefined;
}

describe(`OpenAPI fuzz (FUZZ_SEED=${SEED})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    console.log(`OpenAPI fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (${OPERATIONS.length} operations)`);
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  it('has operations to fuzz, each with an operationId', () => {
    expect(OPERATIONS.length).toBeGreaterThan(20);
    for (const op of OPERATIONS) expect(op.operationId).toEqual(expect.any(String));
  });

  it('answers every generated request below 500, with a documented status and a body matching its schema', async () => {
    const samples = new Map(
      OPERATIONS.map((op) => [
        op.operationId,
        fc.sample(requestArbitrary(op), { seed: (SEED ^ hashOf(op.operationId)) | 0, numRuns: RUNS }),
      ]),
    );
    const failures = new Map<string, Failure>();
    const started = Date.now();
    let calls = 0;
    const statuses = new Map<string, Map<number, number>>();
    let user = await createVerifiedUser(t);
    const exercise = async (op: Operation, req: FuzzRequest): Promise<void> => {
      const url = `${urlOf(op, req)}${queryString(req.query)}`;
      let call: Test = t.request[op.method](url);
      if (req.auth === 'user') call = call.set('authorization', `Bearer ${user.authToken}`);
      if (req.auth === 'user' && user.refresh) call = call.set('cookie', `petart_refresh=${user.refresh}`);
      if (req.auth === 'garbage') call = call.set('authorization', 'Bearer not.a.token');
      const body = req.body;
      if (body.kind === 'json') {
        const value = req.fromPool === null ? body.value : withPooledValues(body.value, req.fromPool);
        call = call.set('content-type', 'application/json').send(JSON.stringify(value));
      } else if (body.kind === 'fixture') {
        call = call.attach(body.field, PHOTO, { filename: 'cat.png', contentType: 'image/png' });
      } else if (body.kind === 'text') call = call.set('content-type', body.contentType).send(body.text);
      else if (body.kind === 'multipart') {
        if (body.field !== undefined) call = call.field('note', body.field);
        if (body.file) {
          call = call.attach(body.file.field, Buffer.from(body.file.bytes), {
            filename: body.file.name,
            contentType: body.file.type,
          });
        }
        if (body.field === undefined && !body.file)
          call = call.type('multipart/form-data; boundary=x').send('');
      }
      const res = await call.buffer(true);
      calls += 1;
      const seen = statuses.get(op.operationId) ?? new Map<number, number>();
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      statuses.set(op.operationId, seen);
      if (res.headers['content-type']?.startsWith('application/json')) harvest(res.body);
      const problem = checkResponse(op, res);
      const key = `${op.operationId}: ${problem?.replace(/:.*$/, '') ?? ''}`;
      if (problem && !failures.has(key)) {
        failures.set(key, {
          operation: `${op.method.toUpperCase()} ${op.path} (${op.operationId})`,
          problem,
          request: clip(
            JSON.stringify({ url, auth: req.auth, body: body.kind === 'json' ? body.value : body }),
          ),
          response: clip(res.text ?? String(res.status)),
        });
      }
    };

    // Warm-up: every operation that takes a file gets the test photo once, so that its rows feed the pool early.
    for (const op of OPERATIONS) {
      const media = op.requestBody?.content['multipart/form-data']?.schema;
      const field = Object.entries(deref(media ?? {}, COMPONENTS).properties ?? {}).find(
        ([, prop]) => prop.format === 'binary',
      )?.[0];
      if (field === undefined) continue;
      const body: Body = { kind: 'fixture', field };
      await exercise(op, { auth: 'user', fromPool: null, pathValues: {}, query: {}, body });
    }

    let rounds = 0;
    for (let run = 0; run < RUNS && Date.now() - started < BUDGET_MS; run += 1) {
      rounds += 1;
      // One user for all rounds (so that its rows stay reachable), replaced when earlier calls signed it out.
      const me = await t.request.get('/api/auth/me').set('authorization', `Bearer ${user.authToken}`);
      if (me.status !== 200) user = await createVerifiedUser(t);
      for (const op of OPERATIONS) {
        await exercise(op, (samples.get(op.operationId) as FuzzRequest[])[run] as FuzzRequest);
      }
    }

    console.log(
      `OpenAPI fuzz: ${calls} calls in ${rounds} rounds, ${Date.now() - started} ms; statuses per operation:\n` +
        [...statuses]
          .map(([id, seen]) => `  ${id}: ${[...seen].map(([status, n]) => `${status}x${n}`).join(' ')}`)
          .join('\n'),
    );
    const report = [...failures.values()]
      .map((f) => `${f.operation}: ${f.problem}\n    request:  ${f.request}\n    response: ${f.response}`)
      .join('\n');
    expect(`FUZZ_SEED=${SEED}\n${report}`).toBe(`FUZZ_SEED=${SEED}\n`);
  }, 180_000);
});
