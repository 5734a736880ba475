// @vitest-environment jsdom
import type { HtmlTagDescriptor } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverFontsHead } from '../../src/app/server/serverFonts';
import { cachedFonts } from './cachedFonts';

/** The plugin's tag, and its script run on a page whose head is the server's. */
function tag(): HtmlTagDescriptor {
  const hook = cachedFonts().transformIndexHtml as () => HtmlTagDescriptor[];
  return hook()[0];
}
function runOnServerPage(): HTMLStyleElement {
  document.head.innerHTML = serverFontsHead();
  new Function(String(tag().children))();
  return document.getElementById('spinacz-fonts') as HTMLStyleElement;
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the inline script that switches on the fonts of a server-rendered page', () => {
  it('is the first script of the body, before the markup is laid out', () => {
    expect(tag().injectTo).toBe('body-prepend');
  });

  it('leaves the rules off for a browser that has not got the files yet', () => {
    expect(runOnServerPage().media).toBe('not all');
  });

  it('switches them on once the app has noted the files are in the cache', () => {
    localStorage.setItem('spinacz_fonts_cached', '1');
    expect(runOnServerPage().media).toBe('all');
  });

  it('keeps the page working when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runOnServerPage().media).toBe('not all');
  });

  it('does nothing on a page without the rules (the browser renders it)', () => {
    localStorage.setItem('spinacz_fonts_cached', '1');
    expect(() => new Function(String(tag().children))()).not.toThrow();
  });
});
