// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The staff panel's domains (frontend/src/features/admin/<domain>): each owns its screens and its API calls.
const STAFF_DOMAINS = ['requests', 'data-requests', 'activity', 'site', 'blog', 'newsletter', 'account'];
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
          patterns: [{ group: ['**/inbox/**'], message: 'notifications is below inbox (the staff views).' }],
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
