import { decisionsIndexProblems, missingPaths, pathSectionProblems, repoIndex } from './docs-map';

/** The checker itself, on a small repository and small documents, so that it demonstrably fails on drift. */
const repo = repoIndex([
  'README.md',
  'docs/decisions.md',
  'docs/architecture.md',
  'backend/src/platform/auth/access-token.strategy.ts',
  'backend/src/modules/orders/order-jobs.ts',
  'backend/test/create-test-app.ts',
  'shop-frontend/src/features/orders/claim-form.ts',
  'shop-frontend/e2e/claims.spec.ts',
]);

const messages = (problems: { line: number; message: string }[]): string[] =>
  problems.map((p) => `${p.line}: ${p.message}`);

describe('missingPaths', () => {
  it('reports a named path that the repository lacks, and passes the ones it has', () => {
    const doc = [
      'The token is checked in `backend/src/platform/auth/access-token-verifier.ts`.', // 1: missing
      'Its strategy is `platform/auth/access-token.strategy.ts`, what follows is `order-jobs.ts`.', // relative, bare
      'See [the decisions](decisions.md) and [missing](no-such.md), or https://example.com/a/b.ts.', // 3: one link
      'Tests start from `test/create-test-app.ts`; docs/decisions.md says why, docs/gone.md does not.', // 4: prose
      '```',
      'modules/orders/order-jobs.ts        the table',
      'modules/orders/order-status.ts      gone', // 7: fenced
      '```',
      'Not paths: `modules/<name>/index.ts`, `src/**/*.ts`, `/api/orders`, `@petart/domain`, `dist/main.js`.',
      'Gone on purpose: ~~`src/app/warm-route.tsx`~~; a missing bare name: `warm-route.tsx`.', // 10
    ].join('\n');
    expect(messages(missingPaths('docs/architecture.md', doc, repo))).toEqual([
      '1: names `backend/src/platform/auth/access-token-verifier.ts`, which is not in the repository',
      '3: names `docs/no-such.md`, which is not in the repository',
      '4: names `docs/gone.md`, which is not in the repository',
      '7: names `modules/orders/order-status.ts`, which is not in the repository',
      '10: names `warm-route.tsx`, which is not in the repository',
    ]);
  });

  it("reads a package README's paths from the package root or its src/", () => {
    const doc =
      'Checks in `features/orders/claim-form.ts` and `e2e/claims.spec.ts`, not `features/orders/claim.ts`.';
    expect(messages(missingPaths('shop-frontend/README.md', doc, repo))).toEqual([
      '1: names `features/orders/claim.ts`, which is not in the repository',
    ]);
  });

  it('reads a code span that runs over a line break, as Markdown does', () => {
    const doc = [
      'Run `node',
      'backend/src/cli/missing.ts --force` once,',
      'then `node backend/test/create-test-app.ts`.',
    ];
    expect(messages(missingPaths('README.md', doc.join('\n'), repo))).toEqual([
      '1: names `backend/src/cli/missing.ts`, which is not in the repository',
    ]);
  });

  it('skips an allowed path, with its reason', () => {
    const allowed = new Map([['README.md:docs/later.md', 'written by hand after the first run']]);
    expect(missingPaths('README.md', 'Then read `docs/later.md`.', repo, allowed)).toEqual([]);
  });
});

describe('decisionsIndexProblems', () => {
  const decisions = (index: string[], entries: string[]): string =>
    ['# Decisions', '', '## Index by topic', '', ...index, '', ...entries.map((e) => `${e}\n\nText.\n`)].join(
      '\n',
    );
  const table = ['| No. | Decision | Date | Status |', '| --- | --- | --- | --- |'];

  it('passes an index whose topics hold each entry once, with its title', () => {
    const doc = decisions(
      [
        '### Payments',
        '',
        ...table,
        '| D-01 | Cards | 2026-01-01 | current |',
        '',
        '### Orders',
        '',
        ...table,
        '| D-02 | Orders \\| lines | 2026-01-01 | current |',
      ],
      ['## D-01 Cards', '## D-02 Orders | lines'],
    );
    expect(decisionsIndexProblems('docs/decisions.md', doc)).toEqual([]);
  });

  it('reports a mismatched row, a missing row, a row without entry, a repeated row and entries out of order', () => {
    const doc = decisions(
      [
        '### Payments',
        '',
        ...table,
        '| D-01 | Cards are checked | 2026-01-01 | current |',
        '| D-03 | Refunds | 2026-01-01 | current |',
        '| D-02 | Orders | 2026-01-01 | current |',
        '',
        '### Orders',
        '',
        ...table,
        '| D-03 | Refunds | 2026-01-01 | current |',
        '| D-09 | Nothing | 2026-01-01 | current |',
      ],
      ['## D-01 Cards', '## D-03 Refunds', '## D-02 Orders', '## D-04 Claims'],
    );
    expect(messages(decisionsIndexProblems('docs/decisions.md', doc))).toEqual([
      '9: index row D-01 says "Cards are checked", its entry says "Cards"',
      '24: entry D-03 has 2 index rows (lines 10, 17)',
      '28: entry D-02 comes after D-03: out of order',
      '32: entry D-04 has no row in the index',
      '18: index row D-09 has no entry',
      '11: index row D-02 under "Payments" comes after D-03',
    ]);
  });

  it('reports a row that stands under no topic', () => {
    const doc = decisions([...table, '| D-01 | Cards | 2026-01-01 | current |'], ['## D-01 Cards']);
    expect(messages(decisionsIndexProblems('docs/decisions.md', doc))).toEqual([
      '7: index row D-01 stands under no topic (### heading)',
    ]);
  });
});

describe('pathSectionProblems', () => {
  it('reports a count that is not the number of rows, and a row that names no file', () => {
    const doc = [
      '#### A path (3 files)',
      '',
      '| # | File | What |',
      '| --- | --- | --- |',
      '| 1 | `a.ts` | first |',
      '| 2 | b.ts | second |',
      '',
      '#### Another path (1 files)',
      '',
      '| 1 | `c.ts` | only |',
    ].join('\n');
    expect(messages(pathSectionProblems('docs/architecture.md', doc))).toEqual([
      '6: "A path (3 files)" row 2 names no file as a code span',
      '1: "A path (3 files)" says 3 files, its table has 2 rows',
    ]);
  });
});
