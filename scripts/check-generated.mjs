// Fails when src/generated/ is stale against the contract: regenerates into a temporary copy
// of the tree and compares.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'spinacz-gen-'));
try {
  for (const entry of ['openapi', 'orval.config.ts', 'scripts/sort-mock-index.mjs', 'scripts/split-api-operations.mjs', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, entry), join(work, entry), { recursive: true });
  }
  // The sources orval reads besides the contract: the mutator (src/api) and what it imports; not the
  // generated code itself, which is made afresh.
  const generated = join(root, 'src/generated');
  cpSync(join(root, 'src'), join(work, 'src'), { recursive: true, filter: (source) => source !== generated && !source.startsWith(`${generated}/`) });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  execSync(`${join(root, 'node_modules/.bin/orval')} --config orval.config.ts`, { cwd: work, stdio: 'pipe' });
  const list = (dir) => (existsSync(dir) ? walk(dir).map((file) => relative(dir, file)).sort() : []);
  const fresh = join(work, 'src/generated');
  const committed = join(root, 'src/generated');
  const freshFiles = list(fresh);
  const committedFiles = list(committed);
  const problems = [];
  for (const file of new Set([...freshFiles, ...committedFiles])) {
    const a = join(fresh, file);
    const b = join(committed, file);
    if (!existsSync(a)) problems.push(`extra: src/generated/${file}`);
    else if (!existsSync(b)) problems.push(`missing: src/generated/${file}`);
    else if (readFileSync(a, 'utf8') !== readFileSync(b, 'utf8')) problems.push(`stale: src/generated/${file}`);
  }
  if (problems.length) {
    console.error(`src/generated/ is stale against openapi/ — run \`npm run generate\`:\n  ${problems.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`src/generated/ is up to date (${freshFiles.length} files).`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
