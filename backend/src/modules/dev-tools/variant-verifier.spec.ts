import * as fs from 'node:fs';
import * as path from 'node:path';
import { PRINT_FINISHES, PRINT_TYPES, PRINTIFY_VARIANT_IDS } from '@petart/domain';
import { simulatorCatalog } from '../../adapters/fulfilment/simulator-catalog';
import { lineOfVariant, VARIANT_IDS_FILE, verifyCatalogue, type CatalogLists } from './variant-verifier';

const source = fs.readFileSync(path.resolve(__dirname, '../../../..', VARIANT_IDS_FILE), 'utf8');

describe('verifyCatalogue', () => {
  it('finds the line of each size in the ids table', () => {
    const line = lineOfVariant(source, 'poster', '12x18');
    expect(source.split('\n')[line - 1]).toContain(`'12x18': ${PRINTIFY_VARIANT_IDS.poster['12x18']}`);
    const framed = lineOfVariant(source, 'framed', '12x18');
    expect(source.split('\n')[framed - 1]).toContain(`'12x18': ${PRINTIFY_VARIANT_IDS.framed['12x18']}`);
  });

  it('reports a wrong id with the right id and title, and a code fix for its line', () => {
    const lists: CatalogLists = new Map(simulatorCatalog());
    const posters = lists.get('282:2');
    if (!posters || 'error' in posters) throw new Error('no poster catalog');
    const entry = posters.find((v) => v.id === 43138);
    if (!entry) throw new Error('no 12x18 poster');
    entry.id = 43139;
    const result = verifyCatalogue(lists, { printType: 'poster', source: 'simulator', idsSource: source });
    const issue = result.issues.find((i) => i.size === '12x18');
    expect(issue).toMatchObject({
      printType: 'poster',
      configuredId: 43138,
      exists: false,
      correctId: 43139,
      correctTitle: '12″ x 18″ / Matte',
      kind: 'missing',
      severity: 'high',
      blueprint: 282,
      provider: 2,
    });
    const fix = result.codeFixes.find((f) => f.issue.startsWith('poster 12x18'));
    expect(fix?.file).toBe('domain/src/catalogue/printify-variants.ts');
    expect(fix?.line).toBe(lineOfVariant(source, 'poster', '12x18'));
    expect(fix?.fix).toMatch(/^ {4}'12x18': 43139, \/\/ 282 \/ 2, `12″ x 18″ \/ Matte`/);
    // Correct ids are not issues.
    expect(result.issues.find((i) => i.size === '24x36')).toBeUndefined();
    expect(result.allVariants.every((p) => p.printType === 'poster' && p.status === 'ok')).toBe(true);
  });

  it('reports a differently titled id and an unavailable one', () => {
    const lists: CatalogLists = new Map(simulatorCatalog());
    const framed = lists.get('944:105');
    if (!framed || 'error' in framed) throw new Error('no framed catalog');
    const f1 = framed.find((v) => v.id === 111829);
    const f2 = framed.find((v) => v.id === 88295);
    if (!f1 || !f2) throw new Error('missing framed variants');
    f1.title = '12″ x 18″ (Vertical) / White / 1.25"';
    f2.isAvailable = false;
    const result = verifyCatalogue(lists, { printType: 'framed', source: 'simulator', idsSource: source });
    expect(result.issues.find((i) => i.size === '12x18')).toMatchObject({
      kind: 'title_mismatch',
      apiTitle: '12″ x 18″ (Vertical) / White / 1.25"',
      correctId: null,
      severity: 'critical',
    });
    expect(result.issues.find((i) => i.size === '20x30')).toMatchObject({
      kind: 'unavailable',
      exists: true,
    });
  });

  it('on a default install, a size with no configured id is unconfirmed with why and what to do, not an issue', () => {
    const lists: CatalogLists = new Map(simulatorCatalog());
    const result = verifyCatalogue(lists, { printType: 'all', source: 'simulator', idsSource: source });
    const notConfigured = PRINT_TYPES.flatMap((type) =>
      type.sizes.filter((size) => size.printify.variantId === 0).map((size) => `${type.value} ${size.value}`),
    );
    expect(notConfigured.length).toBeGreaterThan(0);
    expect(result.unconfirmed.map((u) => `${u.printType} ${u.size}`).sort()).toEqual(
      [...notConfigured].sort(),
    );
    expect(result.issues).toEqual([]);
    for (const entry of result.unconfirmed) {
      expect(entry.reason).toContain("simulator's offline copy");
      expect(entry.action).toContain('PRINTIFY_API_TOKEN');
      expect(entry.resolvedId).toBeGreaterThan(0);
    }
    // Each still has the code fix that pins the id it resolves to.
    const first = result.unconfirmed[0];
    expect(result.codeFixes.some((f) => f.fix.includes(`: ${first?.resolvedId},`))).toBe(true);
    // Against Printify itself the same size says orders match by title.
    const live = verifyCatalogue(lists, { printType: 'all', source: 'printify', idsSource: source });
    expect(live.unconfirmed[0]?.reason).toContain("Printify's catalog resolves it by title");
  });

  it('marks a catalog that could not be read', () => {
    const lists: CatalogLists = new Map([['282:2', { error: 'Printify answered 500' }]]);
    const result = verifyCatalogue(lists, { printType: 'poster', source: 'printify' });
    expect(result.issues.every((i) => i.kind === 'catalog_unavailable')).toBe(true);
    expect(result.allVariants.find((p) => p.blueprint === 282)?.status).toBe('error');
  });

  it('flags the sizes printed in another finish or depth than promised; the customer text agrees', () => {
    // The simulator is research's copy of the catalog: matte posters, 0.75 in canvas, 1.25 in frames.
    const result = verifyCatalogue(new Map(simulatorCatalog()), { printType: 'all', source: 'simulator' });
    expect(result.promiseMismatches.find((m) => m.printType === 'poster' && m.size === '12x18')).toEqual({
      printType: 'poster',
      size: '12x18',
      orientation: 'portrait',
      variantId: 43138,
      title: '12″ x 18″ / Matte',
      promised: 'satin, semi-gloss finish',
      printed: 'Matte',
      customersReadPromise: false,
    });
    for (const type of PRINT_TYPES) {
      const flagged = result.promiseMismatches.filter((m) => m.printType === type.value);
      // A type whose customers read the promise has no flagged size, and the reverse.
      expect([type.value, flagged.length === 0]).toEqual([
        type.value,
        PRINT_FINISHES[type.value].deliverable,
      ]);
      expect(flagged.every((m) => !m.customersReadPromise)).toBe(true);
    }
  });

  it('names a better-ranked variant than the configured one as a medium issue with a code fix', () => {
    const lists: CatalogLists = new Map(simulatorCatalog());
    const posters = lists.get('282:2');
    if (!posters || 'error' in posters) throw new Error('no poster catalog');
    posters.push({ id: 77001, title: '24" x 36" / Semi-Glossy', isAvailable: true, placeholders: [] });
    const result = verifyCatalogue(lists, { printType: 'poster', source: 'simulator', idsSource: source });
    expect(result.issues.find((i) => i.size === '24x36')).toMatchObject({
      kind: 'better_match',
      configuredId: 43150,
      correctId: 77001,
      correctTitle: '24" x 36" / Semi-Glossy',
      severity: 'medium',
    });
    expect(result.codeFixes.find((f) => f.issue.startsWith('poster 24x36'))?.fix).toMatch(/'24x36': 77001,/);
    expect(result.promiseMismatches.find((m) => m.size === '24x36')).toBeUndefined();
  });
});
