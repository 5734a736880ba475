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
  isEntry: boolean;
}
type GetModuleInfo = (id: string) => ModuleInfoLike | null;

const ACCOUNT_FRAME = /\/src\/resources\/AccountArea\.tsx$/;
const ACCOUNT_GRID = /\/src\/resources\/ui\/ServerDataGrid\.tsx$/;
/** Roots inside the account area (its screens): what they reach does not count as shared with the storefront. */
const ACCOUNT_ROOT = /\/src\/resources\//;

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
  const shared = new Set<string>();
  for (const root of roots) if (!ACCOUNT_ROOT.test(root)) for (const id of closure(root)) shared.add(id);
  const frameRoot = all.find((id) => ACCOUNT_FRAME.test(id));
  const gridRoot = all.find((id) => ACCOUNT_GRID.test(id));
  const frame = frameRoot ? closure(frameRoot) : new Set<string>();
  const grid = gridRoot ? closure(gridRoot) : new Set<string>();
  return (id) => {
    if (shared.has(id)) return null;
    if (frame.has(id)) return 'account';
    if (grid.has(id)) return 'account-grid';
    return null;
  };
}

/**
 * The plugin that reads the module graph once it is complete, and the code-splitting group that
 * names the two chunks from it (Rolldown asks for the names after the graph is built).
 */
export function accountChunks(): { plugin: Plugin; group: { name: (id: string) => AccountChunk | null; priority: number } } {
  let chunkOf: ((id: string) => AccountChunk | null) | undefined;
  return {
    plugin: {
      name: 'spinacz-account-chunks',
      apply: 'build',
      buildEnd() {
        chunkOf = accountChunkOf(this.getModuleIds(), (id) => this.getModuleInfo(id));
      },
    },
    group: { name: (id) => chunkOf?.(id) ?? null, priority: 8 },
  };
}
