import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One way per concern (docs/decisions/029): an id is checked by isUuid (packages/core/src/ids.ts),
// and a transaction is the context's db inside withTransaction(ctx, fn), never a cast.
const ONE_WAY_PER_CONCERN = [
  {
    selector: 'Literal[regex.pattern=/\\[0-9a-f\\]\\{8\\}/]',
    message: 'Use isUuid (or UUID_PATTERN) from packages/core/src/ids.ts.',
  },
  {
    selector: "TSAsExpression[typeAnnotation.typeName.name='AppDb'] > TSAsExpression",
    message: 'Use withTransaction(ctx, async (tx) => ...): tx.db is the transaction, no cast needed.',
  },
];

// One stylesheet serves RTL and LTR: physical direction utilities are refused.
const LOGICAL_DIRECTIONS = {
  selector:
    'Literal[value=/(^|\\s)-?(ml|mr|pl|pr|left|right|rounded-l|rounded-r|border-l|border-r|scroll-ml|scroll-mr)-[^\\s]+|(^|\\s)text-(left|right)(\\s|$)/]',
  message: 'Use logical utilities (ms-/me-/ps-/pe-/start-/end-/text-start/text-end) so Arabic mirrors.',
};

// A ServiceContext written by hand ({ db, log, user, locale, country, now }).
const HAND_BUILT_CONTEXT = {
  selector: "ObjectExpression:has(> Property[key.name='db']):has(> Property[key.name='now'])",
  message: 'Use requestContext(request, context).service(actor): one context, one `now` per request.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.data/**',
      'artifacts/**',
      'packages/core/drizzle/**',
      'packages/api/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Route modules take the request context (requestContext: the locale, the actor and the service
    // context once per request, docs/decisions/029) instead of re-deriving them per call site.
    files: ['apps/web/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../lib/locale-routing.ts',
              importNames: ['requireLocale', 'guardLocaleRequest'],
              message: 'Use requestContext(request, context).locale: the layout already parsed it.',
            },
          ],
          patterns: [
            {
              group: ['**/service-context.server*'],
              message: 'Use requestContext(request, context).service(actor).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way per concern (docs/decisions/029): an id is checked by isUuid (packages/core/src/ids.ts),
    // and a transaction is the context's db inside withTransaction(ctx, fn), never a cast.
    files: ['packages/*/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'apps/web/server/**/*.ts'],
    ignores: ['packages/core/src/ids.ts', 'packages/core/src/db/client.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...ONE_WAY_PER_CONCERN],
    },
  },
  {
    // One stylesheet serves RTL and LTR: physical direction utilities are refused.
    files: ['apps/web/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...ONE_WAY_PER_CONCERN, LOGICAL_DIRECTIONS],
    },
  },
  {
    // Routes take requestContext once (docs/decisions/029): no ServiceContext written by hand.
    // Flat config keeps the last block's options of a rule, so this one repeats the others'.
    files: ['apps/web/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...ONE_WAY_PER_CONCERN, LOGICAL_DIRECTIONS, HAND_BUILT_CONTEXT],
    },
  },
);
