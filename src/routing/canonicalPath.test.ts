import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonicalPath';

describe('the one address of a page', () => {
  it('spells the route as the route table does, without a slash at the end, the first page without its number', () => {
    expect(canonicalPath('/kategoria/papier/')).toBe('/kategoria/papier');
    expect(canonicalPath('/KATEGORIA/papier')).toBe('/kategoria/papier');
    expect(canonicalPath('/kategoria/papier/strona/1')).toBe('/kategoria/papier');
    expect(canonicalPath('/blog/strona/1')).toBe('/blog');
    expect(canonicalPath('/en/')).toBe('/en');
    expect(canonicalPath('/en/Category/papier/Page/2')).toBe('/en/category/papier/page/2');
    expect(canonicalPath('/kontakt/')).toBe('/kontakt');
  });

  it('leaves an address that is the page\'s own, an unknown one and a broken one alone', () => {
    for (const path of ['/', '/en', '/kategoria/papier', '/kategoria/papier/strona/2', '/produkt/zeszyt-a5', '/blog/strona/0', '/kategoria/pa%20pier', '/moje-konto/zamowienia', '/a/b/c/d', '/kategoria/%E0%A4%A']) {
      expect(canonicalPath(path), path).toBeNull();
    }
  });

  it('is its own address: asking again never moves on (no redirect loop)', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9%-]{1,12}$/);
    const start = fc.constantFrom('/kategoria', '/KATEGORIA', '/blog', '/en/blog', '/marka', '/en/brand', '/produkt', '/wyszukiwarka', '/en', '', '/Blog/strona');
    fc.assert(fc.property(start, fc.array(segment, { maxLength: 3 }), fc.boolean(), (first, rest, slash) => {
      const path = `${first}/${rest.join('/')}${slash ? '/' : ''}`;
      const canonical = canonicalPath(path);
      if (canonical !== null) expect(canonicalPath(canonical), `${path} → ${canonical}`).toBeNull();
    }));
  });
});
