// Component tests opt into jsdom with `// @vitest-environment jsdom`; API tests use msw/node
// through `tests/setup/demoApi.ts`.
export {};
