import type { Plugin } from 'vite';

/**
 * The account area's own code in two chunks instead of some forty small ones (over HTTP/1.1 an
 * account page queued about sixty scripts on six connections):
 * - "account": what the area's frame loads on every account page (src/resources/AccountArea.tsx and
 *   everything it imports: Refine, the layout, the menu, MUI parts only the area uses);
 * - "account-grid": what the grid screens add (src/resources/ui/ServerDataGrid.tsx: the data grid
 *   and its MUI parts).
 * Only modules no other part of the shop can reach go in: a module that a storefront page, a dialog
 * or the entry imports (even through other modules) keeps its own chunk, so the storefront never
 * loads these two. Screens that only some account pages open (reports' charts, PDFs...) stay apart.
 */

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
}
type GetModuleInfo = (id: string) => ModuleInfoLike | null;

const ACCOUNT_FRAME = /\/src\/resources\/AccountArea\.tsx$/;
const ACCOUNT_GRID = /\/src\/resources\/ui\/ServerDataGrid\.tsx$/;
/** The account area's code: a screen it opens is a root of its own that the storefront does not share. */
const ACCOUNT_CODE = /\/src\/resources\//;

export type AccountChunk = 'account' | 'account-grid';

/** Which of the two account chunks a module belongs to, if any (`ids`: every module of the build). */
export function accountChunkOf(ids: Iterable<string>, getModuleInfo: GetModuleInfo): (id: string) => AccountChunk | null {
  const all = [...ids];
  const closure = (root: string): Set<string> => {
    const seen = new Set<string>([root]);
    const stack = [root];
    while (stack.length) {
      const info = getModuleInfo(stack.pop()!);
      for (const next of info?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  // Roots: the entries and every module something imports dynamically.
  const roots = new Set<string>();
  for (const id of all) {
    const info = getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) roots.add(id);
    for (const dynamic of info.dynamicallyImportedIds) roots.add(dynamic);
  }
  // A root of the area: the frame itself, or a module of the area that only the area opens (not a
  // dialog of the area that a storefront page opens too).
  const accountRoot = (root: string) =>
    ACCOUNT_FRAME.test(root) || (ACCOUNT_CODE.test(root) && (getModuleInfo(root)?.dynamicImporters ?? []).every((importer) => ACCOUNT_CODE.test(importer)));
  const shared = new Set<string>();
  for (const root of roots) if (!accountRoot(root)) for (const id of closure(root)) shared.add(id);
  const frameRoot = all.find((id) => ACCOUNT_FRAME.test(id));
  const gridRoot = all.find((id) => ACCOUNT_GRID.test(id));
  const frame = frameRoot ? closure(frameRoot) : new Set<string>();
  const grid = gridRoot ? closure(gridRoot) : new Set<string>();
  return (id) => {
    // Modules the app imports dynamically keep a chunk of their own (the import's namespace lives there).
    if (shared.has(id) || roots.has(id)) return null;
    if (frame.has(id)) return 'account';
    if (grid.has(id)) return 'account-grid';
    return null;
  };
}

/**
 * The plugin that reads the module graph once it is complete, and the code-splitting group that
 * names the two chunks from it (Rolldown asks for the names after the graph is built).
 */
export function accountChunks(): {
  plugin: Plugin;
  group: { name: (id: string) => AccountChunk | null; priority: number; includeDependenciesRecursively: boolean };
} {
  let chunkOf: ((id: string) => AccountChunk | null) | undefined;
  return {
    plugin: {
      name: 'spinacz-account-chunks',
      apply: 'build',
      buildEnd() {
        chunkOf = accountChunkOf(this.getModuleIds(), (id) => this.getModuleInfo(id));
      },
    },
    // Only the modules named here: their shared dependencies keep their own chunks (a group takes
    // its modules' dependencies by default, and the storefront would then load the area's chunk for
    // a button). No cycle can arise: nothing shared imports a module of the area.
    group: { name: (id) => chunkOf?.(id) ?? null, priority: 8, includeDependenciesRecursively: false },
  };
}
