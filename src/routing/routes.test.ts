import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ROUTES, isAccountPath, localeFromPath, localePath, matchRoute, setCurrentLocale, switchLocalePath, type RouteName,
} from './routes';

afterEach(() => setCurrentLocale('pl'));

describe('route table', () => {
  it('puts every English path under /en', () => {
    for (const [name, paths] of Object.entries(ROUTES)) {
      expect(paths.en === '/en' || paths.en.startsWith('/en/'), name).toBe(true);
      expect(paths.pl.startsWith('/en/'), name).toBe(false);
    }
  });
  it('uses the same parameters in both languages', () => {
    const params = (path: string) => (path.match(/:[a-z]+\??/gi) ?? []).sort().join(',');
    for (const [name, paths] of Object.entries(ROUTES)) expect(params(paths.en), name).toBe(params(paths.pl));
  });
  it('has no duplicate paths', () => {
    const pl = Object.values(ROUTES).map((paths) => paths.pl);
    const en = Object.values(ROUTES).map((paths) => paths.en);
    expect(new Set(pl).size).toBe(pl.length);
    expect(new Set(en).size).toBe(en.length);
  });
  it('matches each route back to its own name', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const path = ROUTES[name].pl.replace(/:(\w+)\??/g, 'x-1');
      expect(matchRoute(path)?.name, path).toBe(name);
      const en = ROUTES[name].en.replace(/:(\w+)\??/g, 'x-1');
      expect(matchRoute(en)?.name, en).toBe(name);
    }
  });
});

describe('matchRoute', () => {
  // What the router itself picks from the whole table of a language: matchRoute hands it only the
  // routes whose static start fits, and must come to the same route and parameters.
  const wholeTable = (pathname: string) => {
    const locale = localeFromPath(pathname);
    const table = (Object.keys(ROUTES) as RouteName[]).map((name) => ({ id: name, path: ROUTES[name][locale] }));
    const matches = matchRoutes(table, pathname);
    const last = matches?.[matches.length - 1];
    return last ? { name: last.route.id, params: last.params } : null;
  };
  const samples = (Object.keys(ROUTES) as RouteName[]).flatMap((name) =>
    (['pl', 'en'] as const).flatMap((locale) => {
      const pattern = ROUTES[name][locale];
      const filled = pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? 'strona-2' : 'Papier%20ksero') : segment))
        .join('/');
      const bare = pattern.split('/').filter((segment) => !segment.endsWith('?')).map((segment) => (segment.startsWith(':') ? 'x' : segment)).join('/') || '/';
      return [filled || '/', `${filled}/`, filled.toUpperCase() || '/', bare, `${bare}/extra/deeper`];
    }),
  );

  it('finds what the router finds in the whole table, for every route filled, bare, upper-case, with a slash or deeper', () => {
    expect(samples.length).toBeGreaterThan(400);
    for (const path of [...samples, '/', '/en', '/nie-ma-takiej-strony/a/b/c', '/en/no-such/page', '/%E0%A4%A', '/Kategoria/Papier']) {
      const found = matchRoute(path);
      expect(found && { name: found.name, params: found.params }, path).toEqual(wholeTable(path));
    }
  });
});

describe('localePath', () => {
  it('builds Polish paths by default', () => {
    expect(localePath('home')).toBe('/');
    expect(localePath('cart')).toBe('/koszyk');
    expect(localePath('login')).toBe('/logowanie');
    expect(localePath('category-slug', { slug: 'papier' })).toBe('/kategoria/papier');
    expect(localePath('category-slug-page-number', { slug: 'papier', number: 2 })).toBe('/kategoria/papier/strona/2');
    expect(localePath('dashboard')).toBe('/moje-konto');
    expect(localePath('dashboard-orders')).toBe('/moje-konto/zamowienia');
    expect(localePath('dashboard-orders-slug', { slug: 42 })).toBe('/moje-konto/zamowienia/42');
    expect(localePath('dashboard-acceptance')).toBe('/moje-konto/zamowienia-oczekujace');
  });
  it('builds English paths', () => {
    expect(localePath('home', undefined, undefined, 'en')).toBe('/en');
    expect(localePath('cart', {}, {}, 'en')).toBe('/en/cart');
    expect(localePath('product-slug', { slug: 'zszywacz' }, undefined, 'en')).toBe('/en/product/zszywacz');
    expect(localePath('dashboard-orders', undefined, undefined, 'en')).toBe('/en/my-account/orders');
  });
  it('follows the current locale', () => {
    setCurrentLocale('en');
    expect(localePath('search')).toBe('/en/search');
  });
  it('adds a query string, arrays repeated', () => {
    expect(localePath('search', {}, { query: 'krzesło biurowe' })).toBe('/wyszukiwarka?query=krzes%C5%82o+biurowe');
    expect(localePath('search', {}, { query: 'a', 'categories[]': [1, 2] })).toBe('/wyszukiwarka?query=a&categories%5B%5D=1&categories%5B%5D=2');
    expect(localePath('search', {}, { query: undefined })).toBe('/wyszukiwarka');
  });
  it('encodes parameters and drops an absent optional one', () => {
    expect(localePath('product-slug', { slug: 'a b' })).toBe('/produkt/a%20b');
    expect(localePath('textPage')).toBe('/textPage');
    expect(localePath('textPage', { slug: 'o-nas' })).toBe('/textPage/o-nas');
  });
  it('throws on a missing required parameter', () => {
    expect(() => localePath('product-slug', {} as { slug: string })).toThrow(/slug/);
  });
});

describe('locale of a path', () => {
  it('reads /en as English', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/cart')).toBe('en');
    expect(localeFromPath('/')).toBe('pl');
    expect(localeFromPath('/encyklopedia')).toBe('pl');
  });
});

describe('switchLocalePath', () => {
  it('maps a page to the other language', () => {
    expect(switchLocalePath('/')).toBe('/en');
    expect(switchLocalePath('/en')).toBe('/');
    expect(switchLocalePath('/koszyk')).toBe('/en/cart');
    expect(switchLocalePath('/kategoria/papier/strona/3')).toBe('/en/category/papier/page/3');
    expect(switchLocalePath('/en/product/zszywacz')).toBe('/produkt/zszywacz');
    expect(switchLocalePath('/moje-konto/zamowienia/12')).toBe('/en/my-account/orders/12');
  });
  it('keeps the query and the hash', () => {
    expect(switchLocalePath('/wyszukiwarka?query=papier#wyniki')).toBe('/en/search?query=papier#wyniki');
  });
  it('maps a catch-all slug as it is', () => {
    expect(switchLocalePath('/o-nas')).toBe('/en/o-nas');
  });
  it('goes home for an unknown deep path', () => {
    expect(switchLocalePath('/a/b/c/d/e')).toBe('/en');
  });
  it('can target a language', () => {
    expect(switchLocalePath('/koszyk', 'pl')).toBe('/koszyk');
  });
});

describe('isAccountPath', () => {
  it('knows the account area', () => {
    expect(isAccountPath('/moje-konto')).toBe(true);
    expect(isAccountPath('/moje-konto/zamowienia')).toBe(true);
    expect(isAccountPath('/en/my-account/orders')).toBe(true);
    expect(isAccountPath('/moje-kontoX')).toBe(false);
    expect(isAccountPath('/koszyk')).toBe(false);
  });
});
