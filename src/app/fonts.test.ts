// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_FILES, fontFaceRules } from './fontFaces';
import { addFontFaces } from './fonts';
import { serverFontsHead } from './server/serverFonts';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

const rules = () => document.getElementById('spinacz-fonts') as HTMLStyleElement;

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

describe('addFontFaces (a page the browser renders)', () => {
  it('puts the rules into the page once', async () => {
    await Promise.all([addFontFaces(), addFontFaces()]);
    await addFontFaces();
    expect(document.head.querySelectorAll('style#spinacz-fonts')).toHaveLength(1);
  });

  it('puts them in use when the files are cached', async () => {
    localStorage.setItem('spinacz_fonts_cached', '1');
    await addFontFaces();
    expect(rules().media).toBe('all');
  });

  it('puts them in switched off on a first visit: the page keeps the system font', async () => {
    await addFontFaces();
    expect(rules().media).toBe('not all');
  });

  it("leaves a server-rendered page's rules as they are", async () => {
    document.head.innerHTML = serverFontsHead();
    await addFontFaces();
    expect(document.head.querySelectorAll('style#spinacz-fonts')).toHaveLength(1);
  });
});

describe('serverFontsHead', () => {
  it('writes the rules switched off: no font file is asked for until the page switches them on', () => {
    document.head.innerHTML = serverFontsHead();
    expect(rules().media).toBe('not all');
  });
});
