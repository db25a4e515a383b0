import * as fs from 'node:fs';
import { REPO_ROOT } from '../../test/create-test-app';
import { stableStringify } from './swagger';
import { generateOpenApiJson, openApiPath } from './write-openapi';

describe('docs/api/openapi.json', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generateOpenApiJson(REPO_ROOT);
  });

  it('is up to date with the code', () => {
    const file = openApiPath(REPO_ROOT);
    // The committed file is Prettier-formatted; compare content, normalised by the same sorted serialisation.
    const committed = fs.existsSync(file) ? stableStringify(JSON.parse(fs.readFileSync(file, 'utf8'))) : '';
    if (committed !== generated) {
      throw new Error('docs/api/openapi.json is stale: run npm run api:generate');
    }
  });

  it('gives every operation an operationId and tags', () => {
    const document = JSON.parse(generated) as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(2);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags?.length).toBeGreaterThan(0);
    }
    expect(operations.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['getCatalogue', 'getHealth']),
    );
  });
});
