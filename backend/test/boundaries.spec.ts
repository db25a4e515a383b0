import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

/**
 * The backend's boundaries are lint rules (backend/eslint.boundaries.config.mjs, spread into the root
 * eslint.config.mjs): this proves that each forbidden import fails `npm run lint` and that the allowed forms pass.
 * ESLint runs in a child process (its config is an ES module, which jest's module system cannot load) on snippets
 * placed at paths inside the tree, with the repository's own configuration; only no-restricted-imports runs, without
 * type information, so the snippets need not exist on disk.
 */
const REPO_ROOT = path.resolve(__dirname, '../..');

interface Snippet {
  filePath: string;
  code: string;
}

const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(process.argv[1]);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});
const out = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message, fatal: m.fatal === true })));
}
process.stdout.write(JSON.stringify(out));
`;

type LintMessage = { ruleId: string | null; message: string; fatal: boolean };

function lint(snippets: Snippet[]): LintMessage[][] {
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(snippets)],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  return JSON.parse(stdout) as LintMessage[][];
}

const importLine = (from: string): string => `import { x } from '${from}';\nexport const y = x;\n`;

const CASES: { name: string; snippet: Snippet; refused: RegExp | null }[] = [
  {
    name: 'a module importing an adapter',
    snippet: {
      filePath: 'backend/src/modules/payments/boundary-probe.ts',
      code: importLine('../../adapters/payments/local-payment.gateway'),
    },
    refused: /modules\/ never import adapters\//,
  },
  {
    name: 'a module file in a subfolder importing an adapter',
    snippet: {
      filePath: 'backend/src/modules/orders/dto/boundary-probe.ts',
      code: importLine('../../../adapters/mail/dev-mailbox.mailer'),
    },
    refused: /modules\/ never import adapters\//,
  },
  {
    name: 'platform importing a module',
    snippet: {
      filePath: 'backend/src/platform/database/boundary-probe.ts',
      code: importLine('../../modules/users/user.entity'),
    },
    refused: /platform\/ is the layer under the modules/,
  },
  {
    name: 'platform importing an adapter',
    snippet: {
      filePath: 'backend/src/platform/http/boundary-probe.ts',
      code: importLine('../../adapters/storage/local-disk.storage'),
    },
    refused: /platform\/ never imports adapters\//,
  },
  {
    name: 'an adapter importing a module',
    snippet: {
      filePath: 'backend/src/adapters/error-analyzer/boundary-probe.ts',
      code: importLine('../../modules/error-logs'),
    },
    refused: /adapters\/ never import modules\//,
  },
  {
    name: 'the adapters binding module importing a module',
    snippet: {
      filePath: 'backend/src/adapters/boundary-probe.ts',
      code: importLine('../modules/images'),
    },
    refused: /adapters\/ never import modules\//,
  },
  {
    name: 'an adapter importing the platform and the domain (allowed)',
    snippet: {
      filePath: 'backend/src/adapters/mail/boundary-probe.ts',
      code: `${importLine('../../platform/logging/scrub-secrets')}import { MAILER } from '@petart/domain';\nexport const z = MAILER;\n`,
    },
    refused: null,
  },
  {
    name: "a module importing another module's file behind its public entry",
    snippet: {
      filePath: 'backend/src/modules/fulfilment/boundary-probe.ts',
      code: importLine('../orders/orders.repository'),
    },
    refused: /through its public entry only/,
  },
  {
    name: "a module's subfolder importing another module's file",
    snippet: {
      filePath: 'backend/src/modules/admin/dto/boundary-probe.ts',
      code: importLine('../../error-logs/error-logs.service'),
    },
    refused: /through its public entry only/,
  },
  {
    name: "a module using another module's public entry (allowed)",
    snippet: { filePath: 'backend/src/modules/fulfilment/boundary-probe.ts', code: importLine('../orders') },
    refused: null,
  },
  {
    name: 'a module importing its own files, the platform and the domain (allowed)',
    snippet: {
      filePath: 'backend/src/modules/orders/boundary-probe.ts',
      code: `${importLine('./orders.repository')}import { AppError } from '../../platform/http/app-error';\nimport { PAYMENT_GATEWAY } from '@petart/domain';\nexport const z = [AppError, PAYMENT_GATEWAY];\n`,
    },
    refused: null,
  },
  {
    name: 'the adapters binding module importing adapters (allowed)',
    snippet: {
      filePath: 'backend/src/adapters/boundary-probe.ts',
      code: importLine('./payments/local-payment.gateway'),
    },
    refused: null,
  },
  {
    name: 'a test composing a module with a local adapter (tests are exempt)',
    snippet: {
      filePath: 'backend/src/modules/payments/boundary-probe.e2e-spec.ts',
      code: importLine('../../adapters/payments/local-payment.gateway'),
    },
    refused: null,
  },
];

describe('backend boundaries are enforced by lint', () => {
  let results: LintMessage[][];
  beforeAll(() => {
    results = lint(CASES.map((c) => c.snippet));
  });

  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const { refused } = CASES[i]!;
    const messages = results[i]!;
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    if (refused === null) {
      expect(messages).toEqual([]);
    } else {
      expect(messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
      expect(messages[0]?.message).toMatch(refused);
    }
  });
});
