import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.tmp', 'src/generated', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench-results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // <Trans> would join the core chunk every page loads (with an HTML parser): compose texts instead.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-i18next', importNames: ['Trans'], message: 'Compose the text around the element with t() instead: <Trans> would join the core chunk every page loads.' }] }],
    },
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-i18next', importNames: ['Trans'], message: 'Compose the text around the element with t() instead: <Trans> would join the core chunk every page loads.' }], patterns: [
        { group: ['@refinedev/*'], message: 'The storefront never loads Refine.' },
        { group: ['@mui/x-data-grid', '@mui/x-data-grid/*'], message: 'The storefront never loads the data grid.' },
      ] }],
    },
  },
);
