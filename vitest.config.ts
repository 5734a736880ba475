import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { leanDependencies } from './scripts/vite/leanDependencies.ts';
import { localeFiles } from './scripts/vite/localeFiles.ts';
import { HeavyTestsFirst } from './scripts/vite/heavyTestsFirst.ts';
import { isolatedTestFiles } from './scripts/vite/isolatedTests.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/ui-fuzz/**/*.test.{ts,tsx}', 'tests/docs/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/shared/**/*.test.ts'];
/** Files that mock modules or change module state run with a module graph of their own; the rest share their worker's. */
const isolated = isolatedTestFiles(root, ['src', 'scripts', 'tests']);

export default defineConfig({
  plugins: [react(), localeFiles(fileURLToPath(new URL('./src/i18n/locales', import.meta.url)))],
  resolve: { alias: leanDependencies },
  test: {
    environment: 'node',
    server: { deps: { inline: [/@refinedev\//] } },
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    sequence: { sequencer: HeavyTestsFirst },
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
      { extends: true, test: { name: 'shared', include, exclude: [...isolated, '**/node_modules/**'], isolate: false } },
    ],
  },
});
