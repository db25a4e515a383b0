import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  decisionsIndexProblems,
  missingPaths,
  pathMentions,
  pathSectionProblems,
  repoIndex,
  type Problem,
} from './docs-map';

/**
 * The docs as a checked map, read from the working tree: every path the Markdown files name exists, the decisions
 * index agrees with the entries, and each counted path section has as many rows as its heading says. Plain file
 * reads, no app and no database.
 */
const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * Paths the docs name on purpose although no checkout has them (`<doc>:<path>` -> why). Empty: a file a reader
 * creates (`.env`) is a bare dot-file name, which is not read as a path, and a file that is gone is struck through.
 */
const ALLOWED_MISSING: ReadonlyMap<string, string> = new Map();

/** The repository's files: tracked, plus new ones not ignored, that exist on disk (a deletion not yet committed counts). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && fs.existsSync(path.join(REPO_ROOT, file)));
const repo = repoIndex(files);
const docs = files.filter((file) => file.endsWith('.md')).sort();
const read = (doc: string): string => fs.readFileSync(path.join(REPO_ROOT, doc), 'utf8');
const lines = (problems: Problem[]): string[] => problems.map((p) => `${p.doc}:${p.line} ${p.message}`);

describe('the docs as a checked map', () => {
  it('reads every Markdown file: docs/ and the READMEs', () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        'README.md',
        'backend/README.md',
        'domain/README.md',
        'domain/web-shared/README.md',
        'shop-frontend/README.md',
        'admin-frontend/README.md',
        'docs/architecture.md',
        'docs/decisions.md',
        'docs/operations.md',
        'docs/product.md',
      ]),
    );
  });

  it('finds the paths the docs name (a broken reader would pass everything)', () => {
    const named = docs.reduce((sum, doc) => sum + pathMentions(doc, read(doc), repo).length, 0);
    expect(named).toBeGreaterThan(400);
    const architecture = pathMentions('docs/architecture.md', read('docs/architecture.md'), repo).map(
      (m) => m.path,
    );
    expect(architecture).toEqual(
      expect.arrayContaining([
        'backend/src/modules/payments/stripe-webhook.controller.ts',
        'platform/auth/signed-in-users.ts',
        'domain/src/orders/order-lifecycle.ts',
      ]),
    );
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    expect(lines(missingPaths(doc, read(doc), repo, ALLOWED_MISSING))).toEqual([]);
  });

  it('the decisions index has one row per entry, with its title, and the entries run in order', () => {
    expect(lines(decisionsIndexProblems('docs/decisions.md', read('docs/decisions.md')))).toEqual([]);
  });

  it('each counted path section in docs/ has as many rows as its heading says', () => {
    const problems = docs
      .filter((doc) => doc.startsWith('docs/'))
      .flatMap((doc) => pathSectionProblems(doc, read(doc)));
    expect(lines(problems)).toEqual([]);
    expect(read('docs/architecture.md')).toMatch(/^#+ An order from payment to shipped \(\d+ files\)$/m);
  });
});
