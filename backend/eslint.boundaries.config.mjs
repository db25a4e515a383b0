// Backend boundaries (docs/architecture.md, "Rules"), spread into the root eslint.config.mjs. Globs are relative to
// the repository root, where that config lives. backend/test/boundaries.spec.ts proves that each rule fires.
import { readdirSync } from 'node:fs';

/** Every backend module (a folder of backend/src/modules). */
const MODULES = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Every module's public entry (`modules/<name>/index.ts`) is the only door for other modules (docs/decisions.md
 * "Enforced backend boundaries"): a new module gets an index.ts that exports what others use.
 */
export const MODULES_WITH_PUBLIC_ENTRY = MODULES;

/** Tests compose modules and adapters the way the app does (they drive the local adapters directly): exempt. */
const TESTS = ['backend/**/*.spec.ts', 'backend/**/*.e2e-spec.ts'];

const noAdapters = {
  regex: '(^|/)adapters(/|$)',
  message:
    'modules/ never import adapters/: inject the port (a domain interface and its DI token, bound in adapters/adapters.module.ts).',
};

/**
 * One config object per module and folder depth (the rule matches the import text: from modules/<a>/<depth dirs>/file,
 * `../` repeated depth+1 times reaches modules/), with every pattern that applies to its files: ESLint keeps only the
 * last options given to a rule for a file, so the patterns of one file must stand in one object.
 */
const moduleZones = MODULES.flatMap((module) => {
  const entries = MODULES_WITH_PUBLIC_ENTRY.filter((name) => name !== module);
  return [0, 1, 2, 3].map((depth) => ({
    files: [`backend/src/modules/${module}/${'*/'.repeat(depth)}*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAdapters,
            {
              regex: `^(\\.\\./){${depth + 1}}(${entries.join('|')})/`,
              message: `Another module is used through its public entry only (import from '../<module>', its index.ts), never its files.`,
            },
            {
              regex: '(^|/)modules/',
              message:
                "Reach another module relative to your module's folder ('../<module>'), never through modules/.",
            },
          ],
        },
      ],
    },
  }));
});

export const backendBoundaries = [
  ...moduleZones,
  {
    files: ['backend/src/adapters/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message:
                'adapters/ never import modules/: an adapter implements a domain port with the platform and its vendor, nothing of the modules above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/platform/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message:
                'platform/ is the layer under the modules and never imports them: take what you need as a parameter or a DI token.',
            },
            {
              regex: '(^|/)adapters(/|$)',
              message:
                'platform/ never imports adapters/: the adapters depend on the platform, not the other way.',
            },
          ],
        },
      ],
    },
  },
];
