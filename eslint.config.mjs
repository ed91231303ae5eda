// One lint configuration for the whole monorepo.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/*.config.js',
      'frontend/playwright-report/**',
      'frontend/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'backend/src/cli/**',
      'backend/scripts/**',
      'scripts/**',
      'backend/test/**',
      'frontend/scripts/**',
      'frontend/e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
