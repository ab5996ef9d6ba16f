// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

// The staff panel's domains (frontend/src/features/admin/<domain>): each owns its screens and its API calls.
const STAFF_DOMAINS = [
  'requests',
  'data-requests',
  'activity',
  'site',
  'blog',
  'newsletter',
  'account',
  'booking',
];
const insideOf = (folders) => folders.map((folder) => `**/${folder}/**`);

/** A domain (or the panel's shell) reaches another domain only through that domain's index.ts. */
function staffPanelBoundary(folder, others, message) {
  return {
    files: [`frontend/src/features/admin/${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: others, message }] }] },
  };
}

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
    ignores: ['backend/src/database/migrations/**', 'backend/src/database/data-source-options.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [migrationImports] }] },
  },
  {
    // A migration does what it did when it shipped: it shares constants through the schema module, not
    // through another migration whose file could change under it.
    files: ['backend/src/database/migrations/*.ts'],
    ignores: ['backend/src/database/migrations/index.ts'],
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
    // lib is the transport under every screen (api client, generated types, small browser helpers): it knows no
    // component, feature, page or dictionary, so a screen's words or markup never end up below the screens.
    files: ['frontend/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/components/**',
                '**/features/**',
                '**/pages/**',
                '**/app/**',
                '**/i18n/**',
                '**/i18n',
              ],
              message:
                'frontend/src/lib is below the screens: it imports no component, feature, page or dictionary.',
            },
          ],
        },
      ],
    },
  },
  ...STAFF_DOMAINS.map((domain) =>
    staffPanelBoundary(
      domain,
      [...insideOf(STAFF_DOMAINS.filter((other) => other !== domain)), ...insideOf(['panel'])],
      'Another staff-panel domain is reached through its index.ts (import from its folder), never its files; the panel shell is above the domains.',
    ),
  ),
  staffPanelBoundary(
    'panel',
    insideOf(STAFF_DOMAINS),
    'The panel shell reaches a domain through its index.ts (import from its folder), never its files.',
  ),
  staffPanelBoundary(
    'shared',
    [...STAFF_DOMAINS, 'panel'].flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]),
    "shared/ is what several staff-panel domains use: it imports none of them, nor the panel's shell.",
  ),
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
