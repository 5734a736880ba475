import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { floorsConfig } from './eslint.floors.js';

/** The message of the rule that keeps fields from cutting what is typed or pasted (issue: limits are told, not applied). */
const TOLD_NOT_CUT = 'A field never cuts what is written: check the length in the form\'s rules (schema), which refuse it with "Maksymalna ilość znaków to: {length}."';

/** The texts are read by src/i18n/texts.ts: i18next (the tests' reference) never joins the app's code. */
const TEXT_LIBRARIES = ['i18next', 'react-i18next'].map((name) => ({ name, message: 'Read texts with src/i18n (useTranslation.ts, texts.ts): i18next is the reference of the tests only.' }));

/** MUI's locales make an Intl number format as their module loads: a page's first costs a phone a long task (ADR 0011). */
const MUI_LOCALES = [{ name: '@mui/material/locale', message: "MUI's words are src/ui/theme/muiPolish.ts (MUI's locales make an Intl format as they load, ADR 0011)." }];
const RESTRICTED_PATHS = [...TEXT_LIBRARIES, ...MUI_LOCALES];
/** The account area renders in the browser only: its code loads without React's 300 ms hold-back of a revealed Suspense boundary. */
const NO_LAZY = [{ name: 'react', importNames: ['lazy'], message: 'In the account area load code with componentOnDemand (src/ui/componentOnDemand.tsx): lazy() in Suspense waits until 300 ms after its fallback showed.' }];

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
    },
  },
  {
    // The app reads its texts with src/i18n (texts.ts, useTranslation.ts); i18next is the tests' reference.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS }] },
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    // (What the storefront loads: its tests may build Refine's cache keys to check an invalidation.)
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS, patterns: [
        { group: ['@refinedev/*'], message: 'The storefront never loads Refine.' },
        { group: ['@mui/x-data-grid', '@mui/x-data-grid/*'], message: 'The storefront never loads the data grid.' },
        { group: ['@mui/x-date-pickers', '@mui/x-date-pickers/*', 'date-fns', 'date-fns/*'], message: 'The storefront never loads the date pickers.' },
      ] }],
    },
  },
  {
    files: ['src/resources/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...RESTRICTED_PATHS, ...NO_LAZY] }] },
  },
  {
    // The business rules are pure functions: no React, no query cache, no texts (DESIGN.md).
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react/*', 'react-*', '@mui/*', '@tanstack/*', '@refinedev/*', 'i18next', 'react-i18next'], message: 'src/domain holds pure business rules: no React, no query cache, no texts.' },
      ] }],
    },
  },
  {
    // Dates, times and numbers are written by one module (src/domain/format/), in the shop's time zone.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/format/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]", message: 'Format dates, times and numbers with src/domain/format/ (one format per language, Warsaw time).' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Format dates, times and numbers with src/domain/format/ (one format per language, Warsaw time).' },
        // What a user writes is never cut: a text over its limit is refused by the form's rules with the §5 message.
        // (A search box may cap its phrase; a text area and a form's MUI field may not.)
        { selector: "JSXOpeningElement[name.name='textarea'] > JSXAttribute[name.name='maxLength']", message: TOLD_NOT_CUT },
        { selector: "Property[key.name=/^(htmlInput|inputProps)$/] > ObjectExpression > Property[key.name='maxLength']", message: TOLD_NOT_CUT },
        { selector: "JSXAttribute[name.name='inputProps'] ObjectExpression > Property[key.name='maxLength']", message: TOLD_NOT_CUT },
      ],
    },
  },
  ...floorsConfig(importX, createNodeResolver),
);
