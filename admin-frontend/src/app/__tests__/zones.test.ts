// @vitest-environment node
import {
  importing,
  itRefusesCyclesAndPassesItsOwnCode,
  ruleErrors as zoneErrors,
} from '@petart/web-shared/testing/lint-zones';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
// An existing file, so the type-checked rules find it in the app's tsconfig; only its text is replaced.
const ordersTab = 'admin-frontend/src/features/orders/components/orders-tab.tsx';

async function restrictedImports(source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}${ordersTab}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('admin feature zones (eslint no-restricted-imports)', () => {
  it("refuses another feature's files and the app layer", async () => {
    const messages = await restrictedImports(
      [
        "import { StatsPanel } from '../../stats/components/stats-panel';",
        "import type { AppProvidersProps } from '../../../app/providers';",
        'export const panel = StatsPanel;',
        'export type Props = AppProvidersProps;',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('only through its index');
    expect(messages[1]).toContain('never imports the app layer');
  }, 120_000);

  it("accepts another feature's index and the shared layers", async () => {
    const messages = await restrictedImports(
      [
        "import { StatsPanel } from '../../stats';",
        "import { formatCents } from '../../../components/format';",
        "import { describeApiError } from '@petart/web-shared/api-error';",
        'export const used = [StatsPanel, formatCents, describeApiError];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  }, 120_000);
});

describe('admin shared zones and cycles (import-x rules)', () => {
  it('refuses shared code importing a feature, even through its index', async () => {
    for (const from of ['../features/stats', '../features/stats/components/stats-panel']) {
      const errors = await zoneErrors('admin-frontend/src/components/format.ts', importing(from));
      expect(
        errors.map((error) => error.message),
        from,
      ).toEqual([expect.stringContaining('never imports a feature')]);
    }
  }, 120_000);

  it('refuses shared code importing the app layer', async () => {
    const errors = await zoneErrors(
      'admin-frontend/src/auth/hooks.ts',
      importing('../app/layout/use-slash-focuses-search'),
    );
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('Shared code never imports the app layer (src/app)'),
    ]);
  }, 120_000);

  itRefusesCyclesAndPassesItsOwnCode('admin-frontend');
});
