import { describe, expect, it } from 'vitest';
import { routeRegex, trimTrailingSlash } from './routeRegex';

const matches = (pattern: string, path: string) => new RegExp(routeRegex(pattern).source).test(trimTrailingSlash(path));

describe('routeRegex', () => {
  it('matches static and dynamic segments, with or without a trailing slash', () => {
    expect(matches('/kategoria/:slug', '/kategoria/papier-ksero')).toBe(true);
    expect(matches('/kategoria/:slug', '/kategoria/papier-ksero/')).toBe(true);
    expect(matches('/kategoria/:slug', '/kategoria/papier/strona/2')).toBe(false);
    expect(matches('/kategoria/:slug/strona/:number', '/kategoria/papier/strona/2')).toBe(true);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/en', '/en/')).toBe(true);
    expect(matches('/en', '/en/blog')).toBe(false);
  });

  it('treats "?" segments as optional', () => {
    expect(matches('/textPage/:slug?', '/textPage')).toBe(true);
    expect(matches('/textPage/:slug?', '/textPage/o-nas')).toBe(true);
  });

  it('ranks static segments above dynamic ones', () => {
    expect(routeRegex('/blog/strona/:number').score).toBeGreaterThan(routeRegex('/blog/:slug').score);
    expect(routeRegex('/kategoria/:slug').score).toBeGreaterThan(routeRegex('/:slug').score);
    expect(routeRegex('/blog').score).toBeGreaterThan(routeRegex('/:slug').score);
  });
});
