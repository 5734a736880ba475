import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as groups from './chunkGroups.ts';

/** The shop's files under src/, as the build sees them (paths under src/). */
const SOURCE_FILES = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(file))
  .map((file) => file.slice('src/'.length));

const SOURCE_GROUPS = Object.entries(groups).filter(
  (entry): entry is [string, groups.SourceGroup] => typeof entry[1] === 'object' && entry[1] !== null && 'sources' in entry[1],
);

describe('the chunk groups of the build', () => {
  it('has groups of the shop’s own files to check', () => {
    expect(SOURCE_GROUPS.map(([name]) => name)).toEqual(expect.arrayContaining(['STOREFRONT_COMMON', 'CATALOGUE_COMMON', 'BUYING_COMMON', 'LISTING_COMMON']));
  });

  it.each(SOURCE_GROUPS)('%s names only files that exist (a moved or renamed file fails here)', (_, group) => {
    const missing = group.sources.filter((source) => !SOURCE_FILES.some((file) => new RegExp(`^(${source})`).test(file)));
    expect(missing).toEqual([]);
  });

  it.each(SOURCE_GROUPS)('%s names only installed packages', (_, group) => {
    expect(group.packages.filter((name) => !existsSync(`node_modules/${name}/package.json`))).toEqual([]);
  });

  it('puts a named file in its group and leaves others out', () => {
    expect(groups.STOREFRONT_COMMON.test('/repo/src/ui/Price.tsx')).toBe(true);
    expect(groups.STOREFRONT_COMMON.test('/repo/src/ui/PriceDetails.tsx')).toBe(false);
    expect(groups.FORMS.test('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(true);
    expect(groups.FORMS.test('/repo/node_modules/zodiac/index.js')).toBe(false);
    expect(groups.LISTING_COMMON.test('/repo/src/storefront/catalogue/listing/FacetDrawer.tsx')).toBe(false);
    expect(groups.LISTING_COMMON.test('C:\\repo\\src\\storefront\\catalogue\\listing\\ListingToolbar.tsx')).toBe(true);
  });
});
