// Component tests opt into jsdom with `// @vitest-environment jsdom`; API tests use msw/node
// through `tests/setup/demoApi.ts`.
//
// Testing Library waits 1 s by default for `findBy…`/`waitFor`: a lazy chunk's first import (MUI, the
// data grid) can take longer on a busy two-core machine, so component tests wait up to 10 s.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
