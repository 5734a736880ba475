import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../fontFaces';
import { serverFontsHead } from './serverFonts';

/** fonts.css's files by address, with the characters each covers (its unicode-range). */
const faces = [...readFileSync('src/app/fonts.css', 'utf8').matchAll(/src: url\('([^']+)'\)[^}]*unicode-range: ([^;]+);/g)].map(([, file, ranges]) => ({
  href: FONT_FILES[file!]!,
  covers: (codePoint: number) =>
    ranges!.split(',').some((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/, '').split('-');
      return codePoint >= parseInt(from!, 16) && codePoint <= parseInt(to!, 16);
    }),
}));

const preloaded = (head: string) => [...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

/** Every character of a page's own text in each language (not of product names, which may hold any). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?()[]/-–—„”"\'%&+*=@#€§°×…';
const LETTERS = { pl: `${ALPHABET}ąćęłńóśźżĄĆĘŁŃÓŚŹŻ`, en: ALPHABET };

describe('serverFontsHead', () => {
  it.each(Object.entries(LETTERS))('preloads the font files a %s page is written in, and no other', (language, letters) => {
    const hrefs = preloaded(serverFontsHead(language as 'pl' | 'en'));
    const needed = faces.filter((face) => [...letters].some((letter) => face.covers(letter.codePointAt(0)!)));
    expect(needed.length).toBeGreaterThan(0);
    expect(hrefs.sort()).toEqual(needed.map((face) => face.href).sort());
  });

  it('preloads nothing for a page without its content (its first paint would wait for the fonts)', () => {
    expect(preloaded(serverFontsHead())).toEqual([]);
  });
});
