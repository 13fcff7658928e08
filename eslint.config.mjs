import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nodePlugin from 'eslint-plugin-n';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

/** What the portal, the back-office and the UI package may not import: the server side, and a workspace package by its path. */
const FRONTEND_BOUNDARY = [
  { regex: '(^|/)(backend|seed|db)/', message: 'The portal imports only @mflow/contracts from the server side.' },
  { regex: '(^|/)packages/', message: 'Import the workspace packages by name: @mflow/contracts/..., @mflow/ui/...' },
];

const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A portal feature imports no other feature: what two features use lives in src/shared/, and a
 * page that shows another feature's part is put together in src/app/. One block per feature, as
 * the rule names the others.
 */
const FEATURE_BOUNDARIES = FEATURES.map((feature) => ({
  files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...FRONTEND_BOUNDARY,
          {
            regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
            message: 'Features do not import each other: move what two features use to src/shared/, or put the page together in src/app/.',
          },
        ],
      },
    ],
  },
}));

/**
 * The back-office reaches nothing outside frontend/backoffice by a relative path (the portal's
 * src least of all): what it shares with the portal is @mflow/ui, imported by name. A file n
 * folders below frontend/backoffice leaves it with n + 1 '../', hence a block per depth.
 */
const BACKOFFICE_BOUNDARIES = [1, 2, 3, 4, 5].map((depth) => ({
  files: [`frontend/backoffice/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...FRONTEND_BOUNDARY,
          {
            regex: `^(\\.\\./){${depth + 1}}`,
            message: 'The back-office imports what it shares with the portal from @mflow/ui/..., never from the portal by path.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-backoffice/**',
      '.data*/**',
      'db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'backend/**/*.{ts,cjs}',
      'packages/**/*.ts',
      'frontend/*.{cjs,js}',
      'seed/**/*.ts',
      'db/**/*.ts',
      'scripts/**/*.mjs',
      '*.config.{ts,mjs,cjs}',
      '.dependency-cruiser.cjs',
      'e2e/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The portal and the backend meet only in @mflow/contracts: neither reaches into the other's
    // sources, and the contract package reaches into neither.
    files: ['frontend/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: FRONTEND_BOUNDARY }] },
  },
  {
    // The UI package serves the portal and the back-office and so imports neither.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...FRONTEND_BOUNDARY,
            { regex: '(^|/)frontend/|^@mflow/(frontend|backend)', message: 'The UI package depends on neither app: they depend on it.' },
          ],
        },
      ],
    },
  },
  ...FEATURE_BOUNDARIES,
  ...BACKOFFICE_BOUNDARIES,
  {
    files: ['backend/**/*.ts', 'seed/**/*.ts', 'db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)frontend/', message: 'The backend never imports portal code.' },
            { regex: '(^|/)packages/contracts/', message: 'Import the contract package by its name, @mflow/contracts/...' },
          ],
        },
      ],
    },
  },
  {
    // The simulated world behind the ports (registries, mail and SMS) is wired only where the app
    // is built in simulation mode (main.ts, the scenario runner's in-process backend and the
    // registry rows of its people), and used by tests: services see the port types and nothing
    // else, so production wiring cannot pick a simulated implementation up by accident. The
    // backend's own boundary is repeated because a later block replaces the rule's options.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/main.ts',
      'backend/src/sim/scenario/in-process-backend.ts',
      'backend/src/sim/scenario/people.ts',
      'backend/src/test/**',
      'backend/src/**/*.test.ts',
      'backend/src/**/*.simulated.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)frontend/', message: 'The backend never imports portal code.' },
            { regex: '(^|/)packages/contracts/', message: 'Import the contract package by its name, @mflow/contracts/...' },
            {
              regex: '\\.simulated$',
              message: 'Simulated implementations are wired in main.ts and the test app only; depend on the port type.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(backend|frontend|seed|db)/|^@mflow/(backend|frontend)',
              message: 'The contract package depends on nothing of the portal or the backend.',
            },
          ],
        },
      ],
    },
  },
  {
    // config.ts is the one place that reads the environment; everything else receives it. The test
    // harness is the exception: it hands the run's database URL to the test workers.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/config.ts', 'backend/src/test/global-setup.ts'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-process-env': 'error' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'frontend/backoffice/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { formatjs, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/enforce-id': 'off',
    },
  },
  // Prettier owns the layout (npm run format); the rules that would argue with it are off.
  prettier,
);
