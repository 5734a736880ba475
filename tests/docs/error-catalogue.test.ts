import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every row of the error catalogue (docs/error-catalogue.md) is proven by an end-to-end test whose
 * title starts with the row's ID (tests/e2e/error-catalogue*.spec.ts), and every such test names a
 * row of the table.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const E2E = join(ROOT, 'tests/e2e');
const ID = /^E\d{2,3}$/;

/** The IDs of the table's rows: the first cell of each row, in order. */
function catalogueIds(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .filter((cell) => ID.test(cell));
}

/** The row IDs the tests of one spec file start their titles with (`test('E07 …'` or `${id}` of a table of cases). */
function testedIds(source: string): string[] {
  const ids = new Set<string>();
  for (const match of source.matchAll(/\btest\(\s*['"`](E\d{2,3})\b/g)) ids.add(match[1]);
  // Tables of cases: `for (const [id, …] of [['E23', …], …])` with a title starting `${id}`.
  if (/\btest\(\s*`\$\{id\}\s/.test(source)) {
    for (const match of source.matchAll(/\[\s*'(E\d{2,3})'\s*,/g)) ids.add(match[1]);
  }
  return [...ids];
}

describe('testedIds', () => {
  it('reads plain titles and tables of cases, and nothing else', () => {
    const source = [
      "test('E01 a title', async () => {});",
      "for (const [id, text] of [['E23', 'a'], ['E24', 'b']] as const) {",
      '  test(`${id} adding fails: "${text}"`, async () => {});',
      '}',
      "const note = 'E99 is not a test';",
    ].join('\n');
    expect(testedIds(source).sort()).toEqual(['E01', 'E23', 'E24']);
    expect(testedIds("const cases = [['E05', 1]];")).toEqual([]);
  });
  it('reads the IDs of the table rows only', () => {
    expect(catalogueIds('| ID | Rule |\n|---|---|\n| E01 | a |\n| E02 | b |\n- E03 in a list')).toEqual(['E01', 'E02']);
  });
});

describe('the error catalogue', () => {
  const rows = catalogueIds(readFileSync(join(ROOT, 'docs/error-catalogue.md'), 'utf8'));
  const specs = readdirSync(E2E).filter((name) => /^error-catalogue.*\.spec\.ts$/.test(name));
  const tested = new Map<string, string[]>();
  for (const spec of specs) {
    for (const id of testedIds(readFileSync(join(E2E, spec), 'utf8'))) tested.set(id, [...(tested.get(id) ?? []), spec]);
  }

  it('has rows with unique IDs', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((id, index) => rows.indexOf(id) !== index)).toEqual([]);
  });

  it('has an end-to-end test for every row', () => {
    const missing = rows.filter((id) => !tested.has(id));
    const covered = rows.length - missing.length;
    console.info(`${covered} of ${rows.length} rows covered`);
    expect(missing, `rows without a test in tests/e2e/error-catalogue*.spec.ts`).toEqual([]);
  });

  it('has no test for an unknown row, and one test file per row', () => {
    expect([...tested.keys()].filter((id) => !rows.includes(id)), 'tests naming no row of docs/error-catalogue.md').toEqual([]);
    expect([...tested.entries()].filter(([, files]) => files.length > 1), 'a row tested in several files').toEqual([]);
  });
});
