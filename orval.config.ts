import { defineConfig } from 'orval';

const input = { target: './openapi/ecommerce-v1.yaml' };

export default defineConfig({
  api: {
    input,
    hooks: { afterAllFilesWrite: ['node scripts/sort-mock-index.mjs', 'node scripts/split-api-operations.mjs'] },
    output: {
      mode: 'tags-split',
      target: './src/generated/api',
      schemas: './src/generated/model',
      client: 'react-query',
      mock: { type: 'msw', indexMockFiles: true, useExamples: false },
      clean: true,
      prettier: false,
      override: {
        mutator: { path: './src/api/mutator.ts', name: 'apiFetch' },
        query: { useQuery: true, useMutation: true, signal: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          coerce: { query: true, param: true },
          generate: { param: true, query: true, header: false, body: true, response: true },
        },
      },
    },
  },
});
