import { describe, expect, it } from 'vitest';
import { routeRegex } from '../../src/routing/routeRegex.ts';
import { LOCALES, ROUTES, type RouteName } from '../../src/routing/routePaths.ts';
import { literalStart } from './preloadScreens.ts';

describe('literalStart', () => {
  it('is the literal beginning of a route regex, up to its first parameter', () => {
    expect(literalStart('^/en/blog/author/[^/]+/page/[^/]+$')).toBe('/en/blog/author/');
    expect(literalStart('^/moje-konto/zamowienia$')).toBe('/moje-konto/zamowienia');
    expect(literalStart('^/[^/]+$')).toBe('/');
    expect(literalStart('^/en/textPage(?:/[^/]+)?$')).toBe('/en/textPage');
  });

  it('never rules out a path its route matches', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const language of LOCALES) {
        const { source } = routeRegex(ROUTES[name][language]);
        const path = ROUTES[name][language].replace(/:\w+/g, 'x-1');
        if (!new RegExp(source).test(path)) continue;
        expect(path.startsWith(literalStart(source)), `${name} ${language}: ${path}`).toBe(true);
      }
    }
  });
});
