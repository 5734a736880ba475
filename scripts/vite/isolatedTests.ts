import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The unit tests that need a fresh module graph of their own: those that replace modules
 * (`vi.mock`, `vi.doMock`: a module another file already imported would stay the real one) and those
 * that say so with `// @vitest-isolate` (module state they change and do not put back). Every other
 * file shares its worker's modules with the files before it, which spares each file importing React,
 * MUI and the generated client again (ADR 0012).
 */
const NEEDS_ISOLATION = /\bvi\.(?:do)?mock\(|@vitest-isolate\b/;
const TEST_FILE = /\.test\.tsx?$/;

export function isolatedTestFiles(root: string, folders: string[]): string[] {
  const found: string[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEST_FILE.test(name) || name.includes('node_modules')) continue;
      const path = join(root, folder, name);
      if (NEEDS_ISOLATION.test(readFileSync(path, 'utf8'))) found.push(relative(root, path).split('\\').join('/'));
    }
  }
  return found.sort();
}
