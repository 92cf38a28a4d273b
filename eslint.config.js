import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importDirection from './eslint-rules/import-direction.js';
import serverBoundaries from './eslint-rules/server-boundaries.js';
import serverTenantScope from './eslint-rules/server-tenant-scope.js';

const local = {
  rules: {
    'import-direction': importDirection,
    'server-tenant-scope': serverTenantScope,
    'server-boundaries': serverBoundaries,
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'public/', 'bench/.out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local },
    rules: {
      'local/import-direction': 'error',
      'local/server-boundaries': 'error',
      'local/server-tenant-scope': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Navigation goes through the host adapter (design.md): never window.open, location or history here.
      'no-restricted-globals': ['error', 'location', 'history', 'open'],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'open', message: 'Use the host adapter navigation.' },
        { object: 'window', property: 'location', message: 'Use the host adapter navigation.' },
        { object: 'window', property: 'history', message: 'Use the host adapter navigation.' },
        { object: 'document', property: 'location', message: 'Use the host adapter navigation.' },
      ],
    },
  },
);
