import { describe, expect, it } from 'vitest';
import { alternateLinks } from './pageMeta';
import { pageTitle } from './pageTitle';

describe('page meta', () => {
  it('appends the site name', () => {
    expect(pageTitle('Papier ksero')).toBe('Papier ksero | Spinacz');
    expect(pageTitle(undefined)).toBe('Spinacz');
  });
  it('does not name the shop twice when the title names it already', () => {
    expect(pageTitle('Kontakt | Spinacz')).toBe('Kontakt | Spinacz');
  });
  it('links both languages and the canonical page', () => {
    expect(alternateLinks('https://spinacz.pl', '/koszyk', 'pl')).toEqual([
      { rel: 'canonical', href: 'https://spinacz.pl/koszyk' },
      { rel: 'alternate', hreflang: 'pl', href: 'https://spinacz.pl/koszyk' },
      { rel: 'alternate', hreflang: 'en', href: 'https://spinacz.pl/en/cart' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://spinacz.pl/koszyk' },
    ]);
    expect(alternateLinks('https://spinacz.pl', '/en/product/x', 'en')[1]).toEqual({
      rel: 'alternate', hreflang: 'pl', href: 'https://spinacz.pl/produkt/x',
    });
  });
});
