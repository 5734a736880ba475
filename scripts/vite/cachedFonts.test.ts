// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_FILES, fontFaceRules } from '../../src/app/fontFaces';
import { cachedFonts } from './cachedFonts';

/** The plugin's tag, and its script run on a page whose head holds the server's rules (off). */
function tag(): HtmlTagDescriptor {
  const hook = cachedFonts().transformIndexHtml as () => HtmlTagDescriptor[];
  return hook()[0];
}
function pageWithRules(): HTMLStyleElement {
  // The server's rules (src/app/server/serverFonts.ts) with the shop's own fonts.css in them.
  const style = document.createElement('style');
  style.id = 'spinacz-fonts';
  style.media = 'not all';
  style.textContent = fontFaceRules(readFileSync('src/app/fonts.css', 'utf8'), FONT_FILES);
  document.head.append(style);
  return style;
}
const runScript = () => new Function(String(tag().children))();

const loaded: string[] = [];
let fontsArrive = true;

beforeEach(() => {
  loaded.length = 0;
  fontsArrive = true;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        _family: string,
        private source: string,
      ) {}
      load() {
        loaded.push(this.source);
        return fontsArrive ? Promise.resolve(this) : Promise.reject(new DOMException('A network error occurred.', 'NetworkError'));
      }
    },
  );
});

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("index.html's first script: Roboto only from the cache", () => {
  it('is the first script of the body, before the markup is laid out', () => {
    expect(tag().injectTo).toBe('body-prepend');
  });

  it('switches the rules on once the files are cached', () => {
    localStorage.setItem('spinacz_fonts_cached', '1');
    const rules = pageWithRules();
    runScript();
    expect(rules.media).toBe('all');
  });

  it('leaves them off on a first visit, and fills the cache with the two subsets every page uses once the page is idle', async () => {
    const rules = pageWithRules();
    runScript();
    expect(rules.media).toBe('not all');
    expect(loaded).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(localStorage.getItem('spinacz_fonts_cached')).toBe('1'));
    expect(loaded).toEqual([`url('${FONT_FILES['./fonts/roboto-latin-wght.woff2']}')`, `url('${FONT_FILES['./fonts/roboto-polish-wght.woff2']}')`]);
    expect(rules.media).toBe('not all');
  });

  it('notes nothing when the files do not arrive (offline): the next visit keeps the system font and tries again', async () => {
    fontsArrive = false;
    pageWithRules();
    runScript();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(loaded).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem('spinacz_fonts_cached')).toBeNull();
  });

  it('keeps the page working when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const rules = pageWithRules();
    expect(runScript).not.toThrow();
    expect(rules.media).toBe('not all');
  });

  it('does nothing on a page without rules', async () => {
    runScript();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
  });
});
