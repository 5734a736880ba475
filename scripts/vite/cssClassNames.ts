import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The class names of the CSS modules in a build: `_`, four characters of a hash of the stylesheet's
 * path (from the project's folder) and the class's place in the stylesheet (base 36): the same in
 * the browser's build and the server's, on any machine. Short names that repeat their stylesheet's
 * part compress well in the scripts that carry them and make the pages' HTML lighter than
 * "_productTile_x1y2z_14". Two stylesheets with one hash stop the build.
 */
export function shortClassNames(root: string): (name: string, file: string) => string {
  const sheets = new Map<string, { prefix: string; classes: Map<string, number> }>();
  const owners = new Map<string, string>();
  return (name, file) => {
    const path = relative(root, file.split('?')[0]).replaceAll('\\', '/');
    let sheet = sheets.get(path);
    if (!sheet) {
      const prefix = `_${createHash('sha256').update(path).digest('base64url').replace(/[-_]/g, '').slice(0, 4)}`;
      const owner = owners.get(prefix);
      if (owner && owner !== path) throw new Error(`CSS modules: ${owner} and ${path} would share the class prefix ${prefix}`);
      owners.set(prefix, path);
      sheet = { prefix, classes: new Map() };
      sheets.set(path, sheet);
    }
    let index = sheet.classes.get(name);
    if (index === undefined) sheet.classes.set(name, (index = sheet.classes.size));
    return `${sheet.prefix}${index.toString(36)}`;
  };
}
