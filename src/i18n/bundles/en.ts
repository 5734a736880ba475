/** Every English namespace in one chunk: loaded only on English pages. */
const bundle = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
export default bundle;
