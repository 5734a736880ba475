// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, fontFaceRules } from './fontFaces';
import { addFontFaces } from './fonts';

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
    await Promise.all([addFontFaces(), addFontFaces()]);
    await addFontFaces();
    const styles = document.head.querySelectorAll('style#spinacz-fonts');
    expect(styles).toHaveLength(1);
  });
});
