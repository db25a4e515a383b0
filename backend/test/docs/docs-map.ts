/**
 * The docs as a checked map: the repository paths that the Markdown files name must exist, and the decisions index
 * must agree with the entries of docs/decisions.md.
 *
 * Markdown is read with a few regular expressions instead of a parser: the checks need only fenced blocks, paragraphs,
 * code spans, link targets, headings and table rows, the docs keep to the plain subset that prettier writes, and no
 * Markdown parser (marked, remark) is among the repository's dependencies. Everything here is a pure function of texts
 * and a list of files, so a spec can feed it a small document and see it fail.
 */

/** The files of the repository (paths relative to its root, with `/`), and the folders and file names they imply. */
export interface RepoIndex {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  fileNames: ReadonlySet<string>;
}

export function repoIndex(files: readonly string[]): RepoIndex {
  const folders = new Set<string>();
  const fileNames = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    fileNames.add(parts.at(-1) ?? file);
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  return { files: new Set(files), folders, fileNames };
}

/**
 * The workspaces. A document inside one names paths relative to the package's root or its `src/` (`src/main.ts`,
 * `platform/auth/guards.ts`); a document outside all of them (the root README, docs/) may name a path relative to
 * any of them.
 */
export const PACKAGES = [
  'backend',
  'domain',
  'domain/web-shared',
  'shop-frontend',
  'admin-frontend',
] as const;

/** Folders that are built, installed or written at run time, never committed: a path under one is not checked. */
const GENERATED_FOLDERS = new Set([
  'dist',
  'node_modules',
  '.data',
  '.nx',
  'coverage',
  'test-results',
  'test-data',
  'playwright-report',
  'e2e-artifacts',
]);

/** What a file that a bare name (no folder) refers to ends with; other dotted words are code (`request.ip`). */
const FILE_NAME =
  /^\.?[\w-][\w.-]*\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|ya?ml|sql|html|css|conf|sh|png|jpe?g|webp|heic|ttf|txt)$/;

/** A path of one or more `/`-separated segments of plain file-name characters, optionally ending with `/`. */
const PATH_SHAPE = /^[\w.@-]+(?:\/[\w.@-]+)*\/?$/;

/**
 * Documents whose paths are mostly other repositories' files (vendors.md quotes vendor SDKs and sample shops): there
 * only a path that starts with one of this repository's package folders is taken as ours.
 */
const FOREIGN_SOURCES_DOCS = new Set(['docs/vendors.md']);

export interface PathMention {
  doc: string;
  line: number;
  path: string;
}

export interface Problem {
  doc: string;
  line: number;
  message: string;
}

function parentOf(file: string): string {
  const at = file.lastIndexOf('/');
  return at < 0 ? '' : file.slice(0, at);
}

function join(base: string, relative: string): string {
  const parts = base === '' ? [] : base.split('/');
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** The folders a path named in `doc` may be relative to, most specific first. */
function basesFor(doc: string): string[] {
  const own = PACKAGES.filter((p) => doc.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
  const packages = own ? [own] : [...PACKAGES];
  return [...new Set([parentOf(doc), '', ...packages.flatMap((p) => [p, `${p}/src`])])];
}

type NamedText = { line: number; text: string; kind: 'code' | 'word' | 'link' };

/** Blanks out a matched span (keeping its line breaks), so that later patterns neither see it nor shift lines. */
const blank = (span: string): string => span.replace(/[^\n]/g, ' ');

/**
 * The texts of a document that may name a path, each with its line: inline code spans (one without spaces as a whole,
 * one with spaces, a command or a phrase, word by word), link targets, the words of fenced blocks (a path list, a
 * layout tree), and in plain prose the words that start with one of the repository's top-level folders
 * (`docs/decisions.md`). A struck-through span (~~`src/app/warm-route.tsx`~~) names a file that is gone on purpose:
 * it is history, not a path, and is skipped. Spans are read per paragraph, as Markdown does: a code span may run over
 * a line break, which reads as a space.
 */
function namedTexts(markdown: string, topFolders: readonly string[]): NamedText[] {
  const out: NamedText[] = [];
  const words = (line: number, text: string): void => {
    for (const word of text.split(/\s+/))
      if (word.includes('/')) out.push({ line, text: word, kind: 'word' });
  };
  const prose = new RegExp(
    `(?<![\\w./@-])(?:${topFolders.map((f) => f.replace(/[.]/g, '\\.')).join('|')})/[^\\s)\\]"',;]*`,
    'g',
  );
  const readParagraph = (first: number, text: string): void => {
    const lineAt = (offset: number): number => first + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
    let rest = text.replace(/~~[^~]+?~~/g, blank);
    rest = rest.replace(
      /(`+)([^`][\s\S]*?)\1(?!`)/g,
      (all: string, _ticks: string, code: string, at: number) => {
        const span = code.replace(/\n/g, ' ').trim();
        if (/\s/.test(span)) words(lineAt(at), span);
        else out.push({ line: lineAt(at), text: span, kind: 'code' });
        return blank(all);
      },
    );
    rest = rest.replace(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (all: string, target: string, at: number) => {
      out.push({ line: lineAt(at), text: target, kind: 'link' });
      return blank(all);
    });
    for (const word of rest.matchAll(prose))
      out.push({ line: lineAt(word.index), text: word[0], kind: 'word' });
  };
  let fence: string | null = null;
  let paragraph: { first: number; lines: string[] } | null = null;
  const endParagraph = (): void => {
    if (paragraph) readParagraph(paragraph.first, paragraph.lines.join('\n'));
    paragraph = null;
  };
  markdown.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fenceMark !== undefined) {
      endParagraph();
      if (fence === null) fence = fenceMark;
      else if (fenceMark.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) {
      words(line, raw);
      return;
    }
    // A blank line, a heading or a table row ends a paragraph (a table row is one of its own).
    if (raw.trim() === '' || /^\s*(#|\|)/.test(raw)) {
      endParagraph();
      if (raw.trim() !== '') readParagraph(line, raw);
      return;
    }
    if (paragraph) paragraph.lines.push(raw);
    else paragraph = { first: line, lines: [raw] };
  });
  endParagraph();
  return out;
}

/**
 * The repository paths a document names. A link is one when its target is relative (no scheme, not an anchor); it is
 * read from the document's folder, as Markdown does. A code span or a word is one when it has the shape of a path and
 * either has a folder whose first segment is a folder or file of the repository root, of the document's folder or of
 * a package root or `src/` it may be relative to (`backend/...`, `platform/...`, `src/...`), or, as a whole code span,
 * is a bare file name (`order-jobs.ts`). URLs, routes (`/api/...`), globs, placeholders (`<name>`, `{id}`, `...`),
 * package names (`@petart/...`), a lone folder (`modules/`) and paths under generated folders are not.
 */
export function pathMentions(doc: string, markdown: string, repo: RepoIndex): PathMention[] {
  const bases = basesFor(doc);
  const anchors = new Set<string>();
  const topFolders = new Set<string>();
  for (const entry of repo.folders) if (!entry.includes('/')) topFolders.add(entry);
  for (const base of bases) {
    const prefix = base === '' ? '' : `${base}/`;
    for (const entry of [...repo.folders, ...repo.files]) {
      if (entry.startsWith(prefix)) anchors.add(entry.slice(prefix.length).split('/')[0] ?? '');
    }
  }
  const foreign = FOREIGN_SOURCES_DOCS.has(doc);
  const mentions: PathMention[] = [];
  for (const { line, text, kind } of namedTexts(markdown, [...topFolders])) {
    if (kind === 'link') {
      if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('#')) continue;
      const target = text.split('#')[0] ?? '';
      if (target !== '') mentions.push({ doc, line, path: join(parentOf(doc), target) });
      continue;
    }
    // A word may end a sentence, a clause or a list item.
    const candidate = (kind === 'word' ? text.replace(/[),;:.]+$/, '') : text).replace(/^\.\//, '');
    if (!PATH_SHAPE.test(candidate) || candidate.startsWith('@')) continue;
    const segments = candidate.replace(/\/$/, '').split('/');
    if (segments.some((s) => GENERATED_FOLDERS.has(s) || s === '..')) continue;
    if (segments.length === 1) {
      if (kind === 'code' && !foreign && FILE_NAME.test(candidate))
        mentions.push({ doc, line, path: candidate });
      continue;
    }
    if (foreign && !PACKAGES.some((p) => candidate.startsWith(`${p.split('/')[0]}/`))) continue;
    if (anchors.has(segments[0] ?? '')) mentions.push({ doc, line, path: candidate });
  }
  return mentions;
}

/** Whether a mention names a file or folder of the repository, read from where its document stands. */
export function resolves(mention: PathMention, repo: RepoIndex): boolean {
  const target = mention.path.replace(/\/$/, '');
  if (!target.includes('/'))
    return repo.fileNames.has(target) || repo.files.has(target) || repo.folders.has(target);
  return basesFor(mention.doc).some((base) => {
    const full = join(base, target);
    return repo.files.has(full) || repo.folders.has(full);
  });
}

/** Paths that `doc` names and the repository lacks, except those allowed (a path and why it need not exist). */
export function missingPaths(
  doc: string,
  markdown: string,
  repo: RepoIndex,
  allowed: ReadonlyMap<string, string> = new Map(),
): Problem[] {
  return pathMentions(doc, markdown, repo)
    .filter((m) => !resolves(m, repo) && !allowed.has(`${doc}:${m.path}`))
    .map((m) => ({ doc, line: m.line, message: `names \`${m.path}\`, which is not in the repository` }));
}

/** The cells of a Markdown table row; `\|` inside a cell is a pipe, not a border. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** An entry's name as the docs write it: `D-07`, `D-231`. */
const decisionName = (number: number): string => `D-${String(number).padStart(2, '0')}`;

interface IndexRow {
  number: number;
  title: string;
  line: number;
  topic: string | null;
}

/**
 * The decisions index against its entries. The index is the `| D-NN | title | date | status |` rows above the first
 * entry, grouped in tables under `### Topic` headings; an entry is a `## D-NN Title` heading. Every entry has exactly
 * one row, with the same title; every row has an entry; each topic's rows run in increasing numbers; the entries are
 * numbered once each and stand in increasing order.
 */
export function decisionsIndexProblems(doc: string, markdown: string): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string): void => {
    problems.push({ doc, line, message });
  };
  const rows: IndexRow[] = [];
  const entries: { number: number; title: string; line: number }[] = [];
  let topic: string | null = null;
  let inEntries = false;
  let fence = false;
  markdown.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(raw)) fence = !fence;
    if (fence) return;
    const entry = /^## D-(\d+) (.+)$/.exec(raw);
    if (entry) {
      inEntries = true;
      entries.push({ number: Number(entry[1]), title: (entry[2] ?? '').trim(), line });
      return;
    }
    if (inEntries) return;
    const heading = /^(#{2,3}) (.+)$/.exec(raw);
    if (heading) {
      topic = heading[1] === '###' ? (heading[2] ?? '').trim() : null;
      return;
    }
    if (!/^\|\s*D-\d+\s*\|/.test(raw)) return;
    const [no = '', title = ''] = cells(raw);
    rows.push({ number: Number(no.slice(2)), title, line, topic });
  });

  const rowsByNumber = new Map<number, IndexRow[]>();
  for (const row of rows) {
    rowsByNumber.set(row.number, [...(rowsByNumber.get(row.number) ?? []), row]);
    if (row.topic === null)
      report(row.line, `index row ${decisionName(row.number)} stands under no topic (### heading)`);
  }
  const seen = new Set<number>();
  let previous = 0;
  for (const entry of entries) {
    const name = decisionName(entry.number);
    if (seen.has(entry.number)) report(entry.line, `entry ${name} is numbered twice`);
    else if (entry.number < previous) {
      report(entry.line, `entry ${name} comes after ${decisionName(previous)}: out of order`);
    }
    seen.add(entry.number);
    previous = Math.max(previous, entry.number);
    const own = rowsByNumber.get(entry.number) ?? [];
    if (own.length === 0) report(entry.line, `entry ${name} has no row in the index`);
    if (own.length > 1) {
      report(
        entry.line,
        `entry ${name} has ${own.length} index rows (lines ${own.map((r) => r.line).join(', ')})`,
      );
    }
    for (const row of own) {
      if (row.title !== entry.title) {
        report(row.line, `index row ${name} says "${row.title}", its entry says "${entry.title}"`);
      }
    }
  }
  for (const row of rows) {
    if (!seen.has(row.number)) report(row.line, `index row ${decisionName(row.number)} has no entry`);
  }
  const byTopic = new Map<string, IndexRow[]>();
  for (const row of rows)
    if (row.topic !== null) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
  for (const [name, topicRows] of byTopic) {
    topicRows.forEach((row, i) => {
      const previousRow = topicRows[i - 1];
      if (previousRow && row.number <= previousRow.number) {
        const before = decisionName(previousRow.number);
        report(row.line, `index row ${decisionName(row.number)} under "${name}" comes after ${before}`);
      }
    });
  }
  return problems;
}

/**
 * A heading that counts the files of a path (`##### An order from payment to shipped (37 files)`) must be followed
 * by that many numbered table rows, numbered 1 to N in order, each naming its file as one code span.
 */
export function pathSectionProblems(doc: string, markdown: string): Problem[] {
  const problems: Problem[] = [];
  let section: { title: string; line: number; count: number; rows: number[] } | null = null;
  const close = (): void => {
    if (!section) return;
    const { title, line, count, rows } = section;
    if (rows.length !== count) {
      problems.push({
        doc,
        line,
        message: `"${title}" says ${count} files, its table has ${rows.length} rows`,
      });
    }
    rows.forEach((number, i) => {
      if (number !== i + 1)
        problems.push({ doc, line, message: `"${title}": row ${i + 1} is numbered ${number}` });
    });
    section = null;
  };
  markdown.split('\n').forEach((raw, index) => {
    const heading = /^#{1,6} (.+)$/.exec(raw)?.[1];
    if (heading !== undefined) {
      close();
      const counted = /\((\d+) files\)$/.exec(heading);
      if (counted) section = { title: heading, line: index + 1, count: Number(counted[1]), rows: [] };
      return;
    }
    const row = /^\|\s*(\d+)\s*\|(.*)$/.exec(raw);
    if (!section || !row) return;
    section.rows.push(Number(row[1]));
    const file = cells(raw)[1] ?? '';
    if (!/^`[^`\s]+`$/.test(file)) {
      problems.push({
        doc,
        line: index + 1,
        message: `"${section.title}" row ${row[1]} names no file as a code span`,
      });
    }
  });
  close();
  return problems;
}
