import type { OpenAPIObject } from '@nestjs/swagger';

import { NO_DATABASE_EXTENSION } from '../platform/http/api-responses';
import { MAX_JSON_DEPTH } from '../platform/http/input-guard';
import { requiresCredentials } from './operation-security';
import { forEachOperation, type OperationObject } from './operations';

type ResponseObject = OperationObject['responses'][string];
type ParameterLike = NonNullable<OperationObject['parameters']>[number];

const isPathParameter = (p: ParameterLike): boolean => 'in' in p && p.in === 'path';

const envelope = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelopeDto' } } },
});

/**
 * The answers the platform gives on every route, whatever its controller says, so that the document lists every
 * status an operation can answer (the OpenAPI fuzz suite holds the app to it):
 * - 400 everywhere: the input guard (NUL characters, nesting deeper than MAX_JSON_DEPTH in path, query, cookies or
 *   body) and a badly percent-encoded path; with a body also validation;
 * - 401 on routes that require a bearer token (documented security without an anonymous alternative);
 * - 413 on routes with a request body (1 MB JSON limit);
 * - 414 on routes with path parameters (a parameter over Fastify's maxParamLength, 100 characters);
 * - 503 on routes that use the database (all but those marked with @ApiWithoutDatabase()).
 * A status the controller already documents keeps its own, more precise, description.
 * Not listed per operation (they happen before routing, for any URL): 404 for unknown routes, 408 and 431 from
 * Node's HTTP parser (headers or URL over 16 KB); they use the envelope too.
 */
export function addPlatformResponses(document: OpenAPIObject): OpenAPIObject {
  forEachOperation(document, (operation, pathName) => {
    fixPathParameterNames(pathName, operation);
    const add = (status: number, description: string): void => {
      operation.responses[String(status)] ??= envelope(description);
    };
    const hasBody = operation.requestBody !== undefined;
    add(
      400,
      `Invalid input: a NUL character or nesting deeper than ${MAX_JSON_DEPTH} levels, or a badly encoded URL` +
        (hasBody ? '; or a body that fails validation' : ''),
    );
    if (requiresCredentials(operation.security)) add(401, 'Missing, invalid or expired access token');
    if (hasBody) add(413, 'Request body too large');
    if ((operation.parameters ?? []).some(isPathParameter)) {
      add(414, 'A path parameter is longer than 100 characters');
    }
    if ((operation as unknown as Record<string, unknown>)[NO_DATABASE_EXTENSION] !== true) {
      add(503, 'Service unavailable (the database is not reachable)');
    }
  });
  return document;
}

/** `@Param('*')` documents a parameter named `*` for a `{path}` template: give it the template's name. */
function fixPathParameterNames(pathName: string, operation: OperationObject): void {
  const variables = [...pathName.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const params = (operation.parameters ?? []).filter(isPathParameter) as { name: string }[];
  const unknown = params.filter((p) => !variables.includes(p.name));
  const unused = variables.filter((v) => !params.some((p) => p.name === v));
  if (unknown.length === 1 && unused.length === 1)
    (unknown[0] as { name: string }).name = unused[0] as string;
}
