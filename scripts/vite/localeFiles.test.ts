import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATER_NAMESPACES } from '../../src/i18n/laterNamespaces';
import { FIRST, builtLocaleFile, builtLocaleFiles, localeFileSet } from './localeFiles';

const LOCALES_DIR = join(__dirname, '../../src/i18n/locales');

function localesDir(files: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [path, texts] of Object.entries(files)) {
    const [language] = path.split('/');
    mkdirSync(join(dir, language), { recursive: true });
    writeFileSync(join(dir, `${path}.json`), JSON.stringify(texts));
  }
  return dir;
}

describe('the locale files the browser loads', () => {
  it('put the namespaces every page needs into one file per language, and each later namespace into its own', () => {
    const set = localeFileSet(LOCALES_DIR);
    expect(Object.keys(set).sort()).toEqual(['en', 'pl']);
    for (const language of ['pl', 'en']) {
      expect(Object.keys(set[language]).sort()).toEqual([FIRST, ...LATER_NAMESPACES].sort());
      expect(Object.keys(set[language][FIRST])).toEqual(expect.arrayContaining(['common', 'layout', 'catalogue', 'search', 'home']));
      for (const namespace of LATER_NAMESPACES) {
        expect(Object.keys(set[language][namespace])).toEqual([namespace]);
        expect(set[language][FIRST]).not.toHaveProperty(namespace);
      }
    }
    expect((set.pl[FIRST].common as { cart: { added: string } }).cart.added).toBe('Został dodany do koszyka');
  });

  it('name each built file after its content, so a changed text gets a new address', () => {
    const before = builtLocaleFiles(localesDir({ 'pl/common': { hello: 'Dzień dobry' }, 'pl/product': { title: 'Produkt' } }));
    const again = builtLocaleFiles(localesDir({ 'pl/common': { hello: 'Dzień dobry' }, 'pl/product': { title: 'Produkt' } }));
    const changed = builtLocaleFiles(localesDir({ 'pl/common': { hello: 'Cześć' }, 'pl/product': { title: 'Produkt' } }));
    expect(before.pl[FIRST].fileName).toMatch(/^assets\/texts-pl-first-[\w-]{8}\.json$/);
    expect(again.pl[FIRST].fileName).toBe(before.pl[FIRST].fileName);
    expect(changed.pl[FIRST].fileName).not.toBe(before.pl[FIRST].fileName);
    expect(changed.pl.product.fileName).toBe(before.pl.product.fileName);
    expect(JSON.parse(before.pl.product.source)).toEqual({ product: { title: 'Produkt' } });
    expect(JSON.parse(before.pl[FIRST].source)).toEqual({ common: { hello: 'Dzień dobry' } });
  });

  it('find a built file by its language and name among the files the build wrote', () => {
    const built = builtLocaleFiles(LOCALES_DIR);
    const written = ['assets/index-AbCd1234.js', ...Object.values(built.pl).map((file) => file.fileName), ...Object.values(built.en).map((file) => file.fileName)];
    expect(builtLocaleFile(written, 'pl', FIRST)).toBe(built.pl[FIRST].fileName);
    expect(builtLocaleFile(written, 'en', 'product')).toBe(built.en.product.fileName);
    expect(builtLocaleFile(['assets/texts-pl-products-AbCd1234.json'], 'pl', 'product')).toBeUndefined();
  });
});
