import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT } from '../../test/create-test-app';
import { openApiPath } from './write-openapi';

const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const CONFIG = path.join(__dirname, 'redocly.yaml');

interface LintResult {
  exitCode: number;
  /** The rule of every problem found, ignored ones left out. */
  rules: string[];
  output: string;
}

/** Redocly CLI with our configuration, on the Node running the tests (`npm test` in CI: Node 24). */
function lint(file: string): Promise<LintResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [REDOCLY, 'lint', '--config', CONFIG, '--format', 'json', file],
      { env: { ...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const start = stdout.indexOf('{');
        const report = (start < 0 ? { problems: [] } : JSON.parse(stdout.slice(start))) as {
          problems: { ruleId: string; ignored?: boolean }[];
        };
        resolve({
          exitCode: error ? Number(error.code ?? 1) : 0,
          rules: report.problems.filter((p) => !p.ignored).map((p) => p.ruleId),
          output: `${stdout}\n${stderr}`,
        });
      },
    );
  });
}

describe("docs/api/openapi.json and Redocly's recommended rules", () => {
  it('passes them (warnings count as errors)', async () => {
    const result = await lint(openApiPath(REPO_ROOT));
    if (result.exitCode !== 0 || result.rules.length > 0) {
      throw new Error(`redocly lint found problems (npm run lint:openapi -w backend):\n${result.output}`);
    }
  });

  it('fails a document with an operation that states no security and no servers', async () => {
    const document = JSON.parse(fs.readFileSync(openApiPath(REPO_ROOT), 'utf8')) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      servers?: unknown;
    };
    delete document.paths['/api/health']?.get?.security;
    delete document.servers;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      const result = await lint(file);
      expect(result.exitCode).not.toBe(0);
      expect(result.rules).toEqual(expect.arrayContaining(['security-defined', 'no-empty-servers']));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
