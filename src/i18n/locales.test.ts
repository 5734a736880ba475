import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../routing/routes';
import { placeholderKey } from '../storefront/placeholder/placeholderKey';

const dir = join(__dirname, 'locales');
const read = (language: string, file: string) => JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Record<string, unknown>;

/** Flattened keys with plural suffixes folded (Polish has more plural forms than English). */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

describe('locale files', () => {
  const files = readdirSync(join(dir, 'pl')).filter((file) => file.endsWith('.json'));
  it('exist in both languages', () => {
    expect(readdirSync(join(dir, 'en')).filter((file) => file.endsWith('.json')).sort()).toEqual(files.sort());
  });
  for (const file of files) {
    it(`${file}: English has every Polish key and no other`, () => {
      expect([...new Set(keys(read('en', file)))].sort()).toEqual([...new Set(keys(read('pl', file)))].sort());
    });
  }
  it('Polish plurals have the one/few/many/other forms', () => {
    for (const file of files) {
      const flat = JSON.stringify(read('pl', file));
      for (const match of flat.matchAll(/"(\w+)_one"/g)) {
        for (const form of ['few', 'many', 'other']) expect(flat, `${file} ${match[1]}_${form}`).toContain(`"${match[1]}_${form}"`);
      }
    }
  });
  it('has a placeholder text for every public route without a screen yet', () => {
    const pages = { pl: read('pl', 'pages.json'), en: read('en', 'pages.json') };
    const built = ['home', 'category-slug', 'category-slug-page-number', 'product-slug', 'search', 'search-page-number', 'login', 'catch-all'];
    const names = (Object.keys(ROUTES) as RouteName[]).filter((name) => !built.includes(name) && !name.startsWith('dashboard'));
    for (const name of names) {
      expect(pages.pl[placeholderKey(name)], name).toBeDefined();
      expect(pages.en[placeholderKey(name)], name).toBeDefined();
    }
  });
  it('uses the spec texts word for word', () => {
    const errors = read('pl', 'errors.json') as { notFound: { title: string; text: string }; gone: { title: string } };
    expect(errors.notFound.title).toBe('Ups... Coś poszło nie tak');
    expect(errors.notFound.text).toBe('Ta strona nie istnieje. Prawdopodobnie została usunięta lub przeniesiona.');
    expect(errors.gone.title).toBe('Przepraszamy, ten produkt nie jest już w naszej ofercie.');
    const common = read('pl', 'common.json') as { validation: Record<string, string>; cart: Record<string, string>; message: { title: string } };
    expect(common.validation.required).toBe('To pole jest wymagane.');
    expect(common.validation.email).toBe('Wprowadź poprawny adres e-mail.');
    expect(common.cart.added).toBe('Został dodany do koszyka');
    expect(common.cart.addFailed).toBe('Nie można dodać do koszyka');
    expect(common.message.title).toBe('Komunikat');
  });
});
