import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

/** The repository root, where eslint.config.mjs lives (this file is domain/web-shared/src/testing/). */
const REPO_ROOT = new URL('../../../../', import.meta.url).pathname;

/** The rules that draw the apps' zones and forbid cycles (eslint.config.mjs). */
const ZONE_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle']);

export interface ZoneError {
  ruleId: string;
  message: string;
}

let eslint: ESLint | undefined;

/**
 * ESLint with the repository's own configuration, running only the zone and cycle rules and without type information
 * (the type-checked rules are lint's business; these need none, and a run over a whole app takes seconds, not a
 * minute).
 */
function zoneLinter(): ESLint {
  eslint ??= new ESLint({
    cwd: REPO_ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ZONE_RULES.has(ruleId),
  });
  return eslint;
}

const errorsOf = (results: ESLint.LintResult[]): ZoneError[] =>
  results.flatMap((result) =>
    result.messages.map((message) => ({ ruleId: message.ruleId ?? 'fatal', message: message.message })),
  );

/** The zone and cycle errors of `code` placed at `filePath` (relative to the repository root). */
export async function lintErrors(filePath: string, code: string): Promise<ZoneError[]> {
  return errorsOf(await zoneLinter().lintText(code, { filePath: `${REPO_ROOT}${filePath}` }));
}

/** The zone and cycle errors of the real files under `folders` (relative to the repository root), with their file. */
export async function zoneErrorsIn(folders: string[]): Promise<string[]> {
  const results = await zoneLinter().lintFiles(folders.map((folder) => `${REPO_ROOT}${folder}`));
  return results.flatMap((result) =>
    errorsOf([result]).map(
      (error) => `${result.filePath.slice(REPO_ROOT.length)}: ${error.ruleId}: ${error.message}`,
    ),
  );
}

/**
 * The errors of `rule` alone for `code` at `filePath`: an import that breaks a zone may close a cycle as well, which
 * is the cycle rule's case.
 */
export async function ruleErrors(
  filePath: string,
  code: string,
  rule = 'import-x/no-restricted-paths',
): Promise<ZoneError[]> {
  return (await lintErrors(filePath, code)).filter((error) => error.ruleId === rule);
}

/** A module that imports `from` and uses it. */
export const importing = (from: string): string =>
  `import * as imported from '${from}';\nexport const used = imported;\n`;

/**
 * The cases both apps prove alike, inside the caller's describe block: an import cycle is refused (the app's
 * src/api/empty-api.ts imports src/config/env.ts, so env importing the API back closes one), and the app's real
 * src/ passes every zone and the cycle rule.
 */
export function itRefusesCyclesAndPassesItsOwnCode(app: string): void {
  it('refuses an import cycle', async () => {
    const errors = await lintErrors(`${app}/src/config/env.ts`, importing('../api/empty-api'));
    expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
    ]);
  }, 120_000);

  it('passes on the real code base', async () => {
    expect(await zoneErrorsIn([`${app}/src`])).toEqual([]);
  }, 300_000);
}
