import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    server: { deps: { inline: [/@refinedev\//] } },
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
