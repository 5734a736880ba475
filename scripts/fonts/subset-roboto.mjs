// `npm run fonts`: the shop's Roboto, made from the variable Roboto of @fontsource-variable/roboto
// (one file holds every weight, 100–900) cut down to what a Polish shop writes: Basic Latin with
// Latin-1, punctuation and a few signs (€, ™, arrows, minus), and Latin Extended-A (ą ć ę ł ń ś ź ż and the neighbours' letters)
// in a file of its own that only pages with such letters download. Two files instead of six
// (latin and latin-ext, each in three weights): about half the bytes. Writes src/app/fonts/*.woff2
// and src/app/fonts.css (the @font-face rules, inlined into index.html by the build); run it again
// after updating the package.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource-variable/roboto/package.json')), 'files');

/** [file, source file of the package, unicode ranges as [from, to] code points]. */
const SUBSETS = [
  ['roboto-latin-wght.woff2', 'roboto-latin-wght-normal.woff2', [[0x20, 0x7e], [0xa0, 0xff], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2190, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215]]],
  ['roboto-latin-ext-a-wght.woff2', 'roboto-latin-ext-wght-normal.woff2', [[0x100, 0x17f]]],
];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
const characters = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))).join('');

mkdirSync(join(root, 'src/app/fonts'), { recursive: true });
const rules = [];
for (const [file, source, ranges] of SUBSETS) {
  const font = await subsetFont(readFileSync(join(files, source)), characters(ranges), { targetFormat: 'woff2', variationAxes: { wght: { min: 100, max: 900 } } });
  writeFileSync(join(root, 'src/app/fonts', file), font);
  rules.push(
    `@font-face {\n  font-family: Roboto;\n  font-style: normal;\n  font-display: swap;\n  font-weight: 100 900;\n` +
      `  src: url('./fonts/${file}') format('woff2');\n  unicode-range: ${unicodeRange(ranges)};\n}`,
  );
  console.log(`src/app/fonts/${file}: ${font.length} bytes`);
}
writeFileSync(
  join(root, 'src/app/fonts.css'),
  `/* Made by scripts/fonts/subset-roboto.mjs (npm run fonts): the variable Roboto, weights 100–900, in two subsets. */\n${rules.join('\n\n')}\n`,
);
