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
    expect(pageTitle('Nowe centrum dystrybucyjne | Blog Spinacz')).toBe('Nowe centrum dystrybucyjne | Blog Spinacz');
    expect(pageTitle('A new distribution centre | Spinacz blog')).toBe('A new distribution centre | Spinacz blog');
  });
  it('names the shop after a title that only mentions the word', () => {
    expect(pageTitle('Spinacz biurowy 28 mm')).toBe('Spinacz biurowy 28 mm | Spinacz');
    expect(pageTitle('Spinacze | Biuro')).toBe('Spinacze | Biuro | Spinacz');
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
