import fc from 'fast-check';

/** The parts of an OpenAPI 3.0 schema object the generator understands (anything else is generated as JSON). */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  example?: unknown;
  default?: unknown;
}

export type Components = Record<string, OpenApiSchema>;

/** The component a local `$ref` ('#/components/schemas/X') points at. */
export function deref(schema: OpenApiSchema, components: Components): OpenApiSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Values that break naive code: wrong types, NUL, huge, injection-looking, path-looking, deep, prototype keys. */
export const nastyValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  1.5,
  -2147483649,
  1e308,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '😺\u202e',
  '2024-13-45T99:99:99Z',
  'NaN',
  {},
  [],
  ['x'],
  ['a', 'b'],
  { a: { b: { c: [1] } } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
);

/** Arrays and objects nested `depth` levels deep (deeper than the input guard allows at 40). */
export function deepValue(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

function stringArbitrary(schema: OpenApiSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= maxLength || schema.maxLength === undefined);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      break;
  }
  if (schema.pattern !== undefined) {
    try {
      const re = new RegExp(schema.pattern);
      return fc.stringMatching(re).filter((s) => s.length >= minLength && s.length <= maxLength);
    } catch {
      // Not a JavaScript pattern: fall through to plain strings.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/**
 * A fast-check arbitrary of values valid for an OpenAPI 3.0 schema (best effort: formats, enums, lengths, ranges,
 * required and optional properties, nullable, allOf/oneOf/anyOf). Examples of the document are mixed in, so that
 * realistic values (catalogue ids, sizes) come up often.
 */
export function validArbitrary(
  schema: OpenApiSchema,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = deref(schema, components);
  const base = baseArbitrary(resolved, components, depth);
  const withExample = resolved.example !== undefined ? fc.oneof(fc.constant(resolved.example), base) : base;
  return resolved.nullable ? fc.option(withExample, { nil: null, freq: 5 }) : withExample;
}

function baseArbitrary(schema: OpenApiSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: OpenApiSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => deref(p, components))) {
      if (part.type !== undefined && part.type !== 'object' && schema.allOf.length === 1) {
        return validArbitrary(part, components, depth);
      }
      Object.assign(merged.properties as object, part.properties ?? {});
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    }
    return baseArbitrary(merged, components, depth);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alt) => validArbitrary(alt, components, depth + 1)));
  }
  if (depth > 8) return fc.constant(null);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -2147483648),
        max: Math.min(schema.maximum ?? 1000, 2147483647),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validArbitrary(schema.items, components, depth + 1) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 5)),
      });
    case 'object':
    case undefined: {
      if (!schema.properties) return schema.type === 'object' ? fc.object({ maxDepth: 2 }) : fc.jsonValue();
      const required = new Set(schema.required ?? []);
      const props = Object.fromEntries(
        Object.entries(schema.properties).map(([key, prop]) => [
          key,
          validArbitrary(prop, components, depth + 1),
        ]),
      );
      return fc.record(props, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.jsonValue();
  }
}

/**
 * A fast-check arbitrary of values that are (almost always) invalid for the schema: a nasty value outright, or a
 * valid object with one property replaced by a nasty value, one required property dropped, or an unknown one added;
 * now and then a deeply nested value.
 */
export function invalidArbitrary(schema: OpenApiSchema, components: Components): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, components);
  const resolved = deref(schema, components);
  const keys = Object.keys(resolved.properties ?? {});
  const mutated = fc
    .tuple(valid, fc.nat(), nastyValue, fc.constantFrom('replace', 'drop', 'extra'))
    .map(([value, index, nasty, how]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value) || keys.length === 0)
        return nasty;
      const copy = { ...(value as Record<string, unknown>) };
      const key = keys[index % keys.length] as string;
      if (how === 'replace') copy[key] = nasty;
      else if (how === 'drop') delete copy[key];
      else copy.unexpectedField = nasty;
      return copy;
    });
  return fc.oneof(
    { arbitrary: nastyValue, weight: 2 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: fc.constant(deepValue(40)), weight: 1 },
  );
}
