import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { leanDependencies } from './scripts/vite/leanDependencies.ts';
import { localeFiles } from './scripts/vite/localeFiles.ts';
import { HeavyTestsFirst } from './scripts/vite/heavyTestsFirst.ts';

export default defineConfig({
  plugins: [react(), localeFiles(fileURLToPath(new URL('./src/i18n/locales', import.meta.url)))],
  resolve: { alias: leanDependencies },
  test: {
    environment: 'node',
    server: { deps: { inline: [/@refinedev\//] } },
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/ui-fuzz/**/*.test.{ts,tsx}', 'tests/docs/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/shared/**/*.test.ts'],
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    sequence: { sequencer: HeavyTestsFirst },
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
