// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_FILES, fontFaceRules, warmFontCache } from './fontFaces';
import { addFontFaces } from './fonts';
import { serverFontsHead } from './server/serverFonts';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('fontFaceRules', () => {
  it("points every @font-face at a built font file's address", () => {
    const css = fontFaceRules("@font-face { src: url('./fonts/a.woff2') format('woff2'); } @font-face { src: url('./fonts/b.woff2'); }", {
      './fonts/a.woff2': '/assets/a-1.woff2',
      './fonts/b.woff2': '/assets/b-2.woff2',
    });
    expect(css).toBe("@font-face { src: url('/assets/a-1.woff2') format('woff2'); } @font-face { src: url('/assets/b-2.woff2'); }");
  });

  it("leaves no rule of the shop's own fonts.css without its file", () => {
    const css = fontFaceRules(readFileSync('src/app/fonts.css', 'utf8'), FONT_FILES);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).not.toContain('./fonts/');
    expect(css.match(/url\('[^']+\.woff2'\)/g)).toHaveLength(4);
  });
});

describe('addFontFaces', () => {
  it('puts the rules into the page once', async () => {
    localStorage.setItem('spinacz_fonts_cached', '1');
    await Promise.all([addFontFaces(), addFontFaces()]);
    await addFontFaces();
    const styles = document.head.querySelectorAll('style#spinacz-fonts');
    expect(styles).toHaveLength(1);
  });

  it("leaves a server-rendered page's rules as they are, and fills the cache for the next page once idle", async () => {
    const loaded: string[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(_family: string, private source: string) {}
        load() {
          loaded.push(this.source);
          return Promise.resolve(this);
        }
      },
    );
    document.head.innerHTML = serverFontsHead();
    vi.resetModules();
    const fresh = await import('./fonts');
    await Promise.all([fresh.addFontFaces(), fresh.addFontFaces()]);
    expect(document.head.querySelectorAll('style#spinacz-fonts')).toHaveLength(1);
    expect((document.getElementById('spinacz-fonts') as HTMLStyleElement).media).toBe('not all');
    await vi.waitFor(() => expect(localStorage.getItem('spinacz_fonts_cached')).toBe('1'));
    expect(loaded).toEqual([`url('${FONT_FILES['./fonts/roboto-latin-wght.woff2']}')`, `url('${FONT_FILES['./fonts/roboto-polish-wght.woff2']}')`]);
  });
});

describe('warmFontCache', () => {
  it('notes nothing when a file does not arrive (offline): the next page keeps the system font', async () => {
    vi.stubGlobal(
      'FontFace',
      class {
        load() {
          return Promise.reject(new DOMException('A network error occurred.', 'NetworkError'));
        }
      },
    );
    await warmFontCache();
    expect(localStorage.getItem('spinacz_fonts_cached')).toBeNull();
  });
});

describe('serverFontsHead', () => {
  it('writes the rules switched off: no font file is asked for until the page switches them on', () => {
    document.head.innerHTML = serverFontsHead();
    const style = document.getElementById('spinacz-fonts') as HTMLStyleElement;
    expect(style.media).toBe('not all');
  });
});

describe('the rules of a page the browser renders', () => {
  it('are in use when the files are cached', async () => {
    localStorage.setItem('spinacz_fonts_cached', '1');
    await addFontFaces();
    expect((document.getElementById('spinacz-fonts') as HTMLStyleElement).media).toBe('all');
  });

  it('are off on a first visit: the page keeps the system font', async () => {
    await addFontFaces();
    expect((document.getElementById('spinacz-fonts') as HTMLStyleElement).media).toBe('not all');
  });
});
