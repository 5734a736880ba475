/** Every Polish namespace in one chunk: loaded only on Polish pages. */
const bundle = import.meta.glob<Record<string, unknown>>('../locales/pl/*.json', { eager: true, import: 'default' });
export default bundle;
