// `npm run fonts`: the shop's Roboto, made from the variable Roboto of @fontsource-variable/roboto
// (one file holds every weight) cut down to what a Polish shop writes, in the weights it writes
// (400–700 of the axis): Basic Latin with ó and the punctuation and signs of Polish text, and the
// Polish letters (ą ć ę ł ń ś ź ż), the two files every page downloads (about 28 KB); the rest of
// Latin-1 and of Latin Extended-A (ü, é, č…) in two more that only a page with such a letter
// downloads (unicode-range). Writes src/app/fonts/*.woff2 and src/app/fonts.css (the @font-face
// rules, which src/app/fonts.ts puts into the page when the app starts); run it again after
// updating the package.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource-variable/roboto/package.json')), 'files');

/** Every code point of the ranges ([from, to], inclusive). */
const codePoints = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));
/** `all` without `taken`. */
const without = (all, taken) => all.filter((code) => !taken.includes(code));
const of = (text) => [...text].map((character) => character.codePointAt(0));

/** What nearly every page writes: Basic Latin, ó, the spaces, dashes, quotes and signs of Polish text, prices and units. */
const LATIN = [...codePoints([[0x20, 0x7e]]), ...of('\u00a0\u200b\u2009\u202f\u2010\u2011–—‘’‚“”„•…′″‹›«»°±²³·×½©®§µóÓ€™−∕←↑→↓')];
/** The Polish letters of Latin Extended-A. */
const POLISH = of('ĄąĆćĘęŁłŃńŚśŹźŻż');
/** The rest of Latin-1 and of the punctuation block: downloaded only by a page with such a character (ü, é, ß…). */
const LATIN_1 = without(codePoints([[0xa0, 0xff], [0x2000, 0x206f]]), LATIN);
/** The rest of Latin Extended-A (č, ř, ő…), likewise. */
const LATIN_EXT_A = without(codePoints([[0x100, 0x17f]]), POLISH);

/** [file, source file of the package, code points]. */
const SUBSETS = [
  ['roboto-latin-wght.woff2', 'roboto-latin-wght-normal.woff2', LATIN],
  ['roboto-polish-wght.woff2', 'roboto-latin-ext-wght-normal.woff2', POLISH],
  ['roboto-latin-1-wght.woff2', 'roboto-latin-wght-normal.woff2', LATIN_1],
  ['roboto-latin-ext-a-wght.woff2', 'roboto-latin-ext-wght-normal.woff2', LATIN_EXT_A],
];
/** The weights the shop writes in (400, 500, 600, 700): the font keeps that part of its weight axis only. */
const WEIGHTS = { min: 400, max: 700 };

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
/** Code points as CSS unicode-range: runs of neighbours joined ("U+20-7E,U+A0,U+F3"). */
function unicodeRange(codes) {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const runs = [];
  for (const code of sorted) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

mkdirSync(join(root, 'src/app/fonts'), { recursive: true });
const rules = [];
for (const [file, source, codes] of SUBSETS) {
  const text = String.fromCodePoint(...codes);
  const font = await subsetFont(readFileSync(join(files, source)), text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(join(root, 'src/app/fonts', file), font);
  rules.push(
    `@font-face {\n  font-family: Roboto;\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};\n` +
      `  src: url('./fonts/${file}') format('woff2');\n  unicode-range: ${unicodeRange(codes)};\n}`,
  );
  console.log(`src/app/fonts/${file}: ${font.length} bytes`);
}
writeFileSync(
  join(root, 'src/app/fonts.css'),
  `/* Made by scripts/fonts/subset-roboto.mjs (npm run fonts): the variable Roboto, weights ${WEIGHTS.min}–${WEIGHTS.max}, in ${SUBSETS.length} subsets. */\n${rules.join('\n\n')}\n`,
);
