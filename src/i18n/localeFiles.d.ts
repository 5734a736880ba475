/** Written by scripts/vite/localeFiles.ts: language → 'first' or a later namespace → the JSON file's address. */
declare module 'virtual:locale-files' {
  const urls: Record<string, Record<string, string>>;
  export default urls;
}
