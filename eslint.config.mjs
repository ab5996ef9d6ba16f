// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The last files that still import a migration, whose constants move to database/schema with the notifications
 * and content work of the same change (issue 37). Empty this list, and delete it, when they have moved.
 */
const migrationImportsBeingMoved = [
  'backend/src/notifications/notification-outbox.service.ts',
  'backend/src/database/migrations/1764390000000-notification-routes.ts',
];
/**
 * Only the migration index (and the data source, which loads it) imports a migration: runtime code and other
 * migrations take table names and shared SQL from the schema module (backend/src/database/schema/).
 */
const migrationImports = {
  group: ['**/migrations', '**/migrations/*'],
  message:
    'Import table names and shared SQL from database/schema; only the migration index loads migrations.',
};

const notificationsBelowInbox = {
  group: ['**/inbox/**'],
  message: 'notifications is below inbox (the staff views).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'backend/dist/**',
      'backend/public/**',
      'frontend/dist/**',
      'frontend/dist-ssr/**',
      'shared/dist/**',
      'data/**',
      'frontend/src/lib/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Nest resolves providers through emitted decorator metadata, which type-only imports would erase.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/database/migrations/**',
      'backend/src/database/data-source-options.ts',
      ...migrationImportsBeingMoved,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [migrationImports] }] },
  },
  {
    // A migration does what it did when it shipped: it shares constants through the schema module, not
    // through another migration whose file could change under it.
    files: ['backend/src/database/migrations/*.ts'],
    ignores: ['backend/src/database/migrations/index.ts', ...migrationImportsBeingMoved],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*'], message: 'A migration imports database/schema, never another migration.' },
          ],
        },
      ],
    },
  },
  {
    // Dependencies point one way: inbox (the staff views) -> notifications -> contacts. The layer below never
    // imports the one above, so a circle between these modules cannot come back unnoticed.
    files: ['backend/src/contacts/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/notifications/**', '**/inbox/**'],
              message: 'contacts is below notifications and inbox.',
            },
            // The rule above, kept here: a later block's no-restricted-imports replaces an earlier one's.
            migrationImports,
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/notifications/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [notificationsBelowInbox, migrationImports],
        },
      ],
    },
  },
  {
    // Features meet through what they export: the newsletter box and the consultation form share their
    // server-rendered form machinery through common/forms, not through each other. The privacy policy's
    // versions (contact/consent) are the site's, recorded by both.
    files: ['backend/src/newsletter/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contact/**', '!**/contact/consent'],
              message:
                'newsletter does not import the consultation form: shared form code is in common/forms.',
            },
            migrationImports,
          ],
        },
      ],
    },
  },
  {
    // Not yet held to the migrations rule (migrationImportsBeingMoved); the boundary above still holds.
    files: ['backend/src/notifications/notification-outbox.service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notificationsBelowInbox] }] },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'frontend/scripts/**/*.mjs',
      'backend/scripts/**/*.mjs',
      '**/*.config.{js,mjs,cjs}',
      '**/*.cjs',
      'backend/jest.config.js',
      'jest.config.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS config files load each other with require().
    files: ['**/*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
