/** One chunk in the build's manifest (`<dist>/.vite/manifest.json`, Vite's `build.manifest`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets a server-rendered screen shows with: its chunk's and those of the chunks it
 * imports, and of the parts it loads lazily (the server renders those too: a product's details,
 * the home page's sliders). The entry's stylesheet is in index.html already.
 */
export function screenStyles(manifest: Manifest, screenModule: string): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
    if (followDynamic) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, false);
  };
  visit(screenModule, true);
  return [...styles];
}
