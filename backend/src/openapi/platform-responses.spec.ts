import type { OpenAPIObject } from '@nestjs/swagger';
import { addPlatformResponses } from './platform-responses';

const ENVELOPE = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelopeDto' } } };

function documentWith(operation: Record<string, unknown>, path = '/api/things/{id}'): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: { [path]: { post: { responses: { 200: { description: 'ok' } }, ...operation } } },
  };
}

const responsesOf = (doc: OpenAPIObject, path = '/api/things/{id}') =>
  doc.paths[path]?.post?.responses as Record<string, { description: string; content?: unknown }>;

describe('addPlatformResponses', () => {
  it('adds 400, 401, 413, 414 and 503 with the envelope to an authenticated route with a body and a path parameter', () => {
    const doc = addPlatformResponses(
      documentWith({
        security: [{ bearer: [] }],
        parameters: [{ name: 'id', in: 'path', required: true }],
        requestBody: { content: { 'application/json': {} } },
      }),
    );
    const responses = responsesOf(doc);
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '413', '414', '503']);
    for (const status of ['400', '401', '413', '414', '503'])
      expect(responses[status]?.content).toEqual(ENVELOPE);
  });

  it('adds only 400 and 503 to a public route without body or path parameters, 400 even there (query, cookies)', () => {
    const responses = responsesOf(addPlatformResponses(documentWith({}, '/api/things')), '/api/things');
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '503']);
  });

  it('keeps a status the controller documented itself, and leaves out 503 for @ApiWithoutDatabase routes', () => {
    const responses = responsesOf(
      addPlatformResponses(
        documentWith(
          {
            responses: { 200: { description: 'ok' }, 400: { description: 'Bad size' } },
            'x-petart-no-database': true,
          },
          '/api/things',
        ),
      ),
      '/api/things',
    );
    expect(responses['400']).toEqual({ description: 'Bad size' });
    expect(responses['503']).toBeUndefined();
  });

  it("names a wildcard parameter after the path template's variable", () => {
    const doc = addPlatformResponses(
      documentWith({ parameters: [{ name: '*', in: 'path', required: true }] }, '/api/images/{path}'),
    );
    expect(doc.paths['/api/images/{path}']?.post?.parameters).toEqual([
      { name: 'path', in: 'path', required: true },
    ]);
  });
});
