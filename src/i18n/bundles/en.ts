/** The English namespaces every page needs, in one chunk: loaded only on English pages (the rest: `../later.ts`). */
const bundle = import.meta.glob<Record<string, unknown>>(['../locales/en/*.json', '!../locales/en/{account,auth,content,pages,product}.json'], {
  eager: true,
  import: 'default',
});
export default bundle;
