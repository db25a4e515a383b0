// @vitest-environment node
import {
  importing,
  itRefusesCyclesAndPassesItsOwnCode,
  ruleErrors as zoneErrors,
} from '@petart/web-shared/testing/lint-zones';
import { describe, expect, it } from 'vitest';

describe('shop zones and cycles (eslint.config.mjs, with the repository configuration)', () => {
  it('refuses shared code importing a feature', async () => {
    const errors = await zoneErrors(
      'shop-frontend/src/components/page-loader.tsx',
      importing('../features/landing/faq'),
    );
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining(
        'Shared code (src/api, auth, components, config, lib, testing, ...) never imports a feature',
      ),
    ]);
  }, 120_000);

  it('refuses shared code importing the app layer, in any spelling of the path', async () => {
    const cases: [filePath: string, from: string][] = [
      ['shop-frontend/src/auth/hooks.ts', '../app/until-first-interaction'],
      ['shop-frontend/src/components/layout/site-menu.ts', '../../app/../app/until-first-interaction'],
    ];
    for (const [filePath, from] of cases) {
      const errors = await zoneErrors(filePath, importing(from));
      expect(
        errors.map((error) => error.message),
        `${filePath} importing ${from}`,
      ).toEqual([expect.stringContaining('Shared code never imports the app layer (src/app)')]);
    }
  }, 120_000);

  it('refuses a feature importing the app layer', async () => {
    const errors = await zoneErrors(
      'shop-frontend/src/features/landing/faq.ts',
      importing('../../app/until-first-interaction'),
    );
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('A feature never imports the app layer (src/app)'),
    ]);
  }, 120_000);

  it('lets testing/ and shared tests render the app, never a feature', async () => {
    expect(await zoneErrors('shop-frontend/src/testing/render-app.tsx', importing('../app/router'))).toEqual(
      [],
    );
    const test = 'shop-frontend/src/api/__tests__/early-requests.test.ts';
    expect(await zoneErrors(test, importing('../../app/router'))).toEqual([]);
    expect(await zoneErrors(test, importing('../../features/landing/faq'))).toHaveLength(1);
  }, 120_000);

  itRefusesCyclesAndPassesItsOwnCode('shop-frontend');
});
