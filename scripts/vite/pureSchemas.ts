import type { Plugin } from 'vite';

/**
 * The generated zod schemas (src/generated/zod, written by orval with `import zod from 'zod'`) are
 * made by calls the bundler must assume have effects, so a tag module brought every schema it holds
 * into the page and built it there: with the demo API in the page, on every page load, the answers'
 * schemas too, which only the contract tests read. Calls on `zod` are declared pure (building a
 * schema changes nothing else): a schema no module imports is left out of the bundle, so it is never
 * built. The schemas the demo API validates with are built as before. The bundler matches the name:
 * in any module of the page's build, a call on something named `zod` is taken as pure (only the
 * generated modules use the name; the app's own schemas import `z`). See ADR 0016.
 */
export function pureGeneratedSchemas(): Plugin {
  return {
    name: 'spinacz-pure-generated-schemas',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { treeshake: { manualPureFunctions: ['zod'] } } } }),
  };
}
