import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryKey, scrollTarget } from './scrollRestoration';

const change = (overrides: Partial<Parameters<typeof scrollTarget>[0]> = {}) => ({
  first: false, action: 'PUSH' as const, saved: undefined, hash: '', hashOnly: false, keep: false, ...overrides,
});

describe('where the page goes when its location changes', () => {
  it('goes back to the saved position on back and forward, and on the first page of a document (a reload)', () => {
    expect(scrollTarget(change({ action: 'POP', saved: 1200 }))).toEqual({ y: 1200 });
    expect(scrollTarget(change({ first: true, action: 'POP', saved: 300 }))).toEqual({ y: 300 });
    // A new entry has no position of its own, even if one is passed.
    expect(scrollTarget(change({ action: 'PUSH', saved: 1200 }))).toBe('top');
  });

  it('goes to the top of a new page unless the navigation keeps the position', () => {
    expect(scrollTarget(change())).toBe('top');
    expect(scrollTarget(change({ action: 'REPLACE' }))).toBe('top');
    expect(scrollTarget(change({ keep: true }))).toBeNull();
    expect(scrollTarget(change({ action: 'POP' }))).toBe('top');
  });

  it('leaves the first page of a document where the visitor is, and goes to its hash', () => {
    expect(scrollTarget(change({ first: true, action: 'POP' }))).toBeNull();
    expect(scrollTarget(change({ first: true, action: 'POP', hash: '#marki-Z' }))).toEqual({ id: 'marki-Z', otherwise: null });
  });

  it('goes to the element of a hash, or to the top when the page has no such element', () => {
    expect(scrollTarget(change({ hash: '#opis' }))).toEqual({ id: 'opis', otherwise: 'top' });
    expect(scrollTarget(change({ hash: '#%C5%BC%C3%B3%C5%82w' }))).toEqual({ id: 'żółw', otherwise: 'top' });
    expect(scrollTarget(change({ hash: '#%E0%A4%A' }))).toEqual({ id: '%E0%A4%A', otherwise: 'top' });
    expect(scrollTarget(change({ hash: '#' }))).toBe('top');
  });

  it('a change of the hash alone goes to its element and never to the top or a saved position', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom<'POP' | 'PUSH' | 'REPLACE'>('POP', 'PUSH', 'REPLACE'), fc.option(fc.nat(), { nil: undefined }), fc.string(), fc.boolean(), (first, action, saved, hash, keep) => {
        const target = scrollTarget({ first, action, saved, hash, hashOnly: true, keep });
        expect(target === null || (typeof target === 'object' && 'id' in target && target.otherwise === null)).toBe(true);
      }),
    );
  });
});

describe('the key of a history entry', () => {
  it('is the router’s key, or the address for an entry the router did not make', () => {
    expect(entryKey({ key: 'k3x9', pathname: '/marki', search: '' })).toBe('k3x9');
    expect(entryKey({ key: 'default', pathname: '/marki', search: '?a=1' })).toBe('default /marki?a=1');
    expect(entryKey({ key: 'default', pathname: '/', search: '' })).not.toBe(entryKey({ key: 'default', pathname: '/marki', search: '' }));
  });
});
