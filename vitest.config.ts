import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { deps: { inline: [/@refinedev\//] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
