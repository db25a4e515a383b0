import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BACKEND_VERSION } from '../platform/config/version';
import { addOperationSecurity, BEARER_SCHEME, routeAccessByOperationId } from './operation-security';
import { addPlatformResponses } from './platform-responses';

/** The OpenAPI document of the running app (paths include the /api prefix). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('PetArt API')
    .setDescription(
      'HTTP API of the PetArt pet-portrait print shop. Errors share one envelope (ErrorEnvelopeDto).',
    )
    .setVersion(BACKEND_VERSION)
    // Relative: the API answers on the origin that serves this document (the shop's; paths carry the /api prefix).
    .addServer('/', 'The origin serving this document')
    .addBearerAuth(undefined, BEARER_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // Every route declares its operationId; the factory is the fallback for any that forget.
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  // Who may call each operation comes from its route's guards; then the statuses every route shares (input guard,
  // auth, body and URL limits, database) are added.
  return addPlatformResponses(addOperationSecurity(document, routeAccessByOperationId(app)));
}

/** Deterministic JSON: keys sorted at every level, two-space indent, trailing newline (stable diffs). */
export function stableStringify(value: unknown): string {
  const sort = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sort);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(
        Object.keys(node)
          .sort()
          .map((key) => [key, sort((node as Record<string, unknown>)[key])]),
      );
    }
    return node;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json. */
export function setupSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
