/** The Polish namespaces every page needs, in one chunk: loaded only on Polish pages (the rest: `../later.ts`). */
const bundle = import.meta.glob<Record<string, unknown>>(['../locales/pl/*.json', '!../locales/pl/{account,auth,content,pages,product}.json'], {
  eager: true,
  import: 'default',
});
export default bundle;
