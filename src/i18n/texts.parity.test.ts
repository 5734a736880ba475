import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { TEXT_FORMATS } from './formats';
import { createTexts, type TOptions } from './texts';

/**
 * The shop reads its locale files with its own small runtime (texts.ts); these files are in
 * i18next's format, and i18next is the reference: every text of both languages, with every count
 * the plural rules tell apart, with its values given, missing or empty, must read exactly as i18next
 * reads it.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, data] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (resources[language] ??= {})[namespace] = data;
}
const LANGUAGES = Object.keys(resources);

const reference = createInstance();
void reference.init({
  resources,
  lng: 'pl',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(resources.pl),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
for (const [name, format] of Object.entries(TEXT_FORMATS)) reference.services.formatter?.add(name, (value, lng, options) => String(format(value, lng ?? 'pl', options)));

const texts = createTexts({ language: 'pl' });
for (const language of LANGUAGES) for (const [ns, data] of Object.entries(resources[language])) texts.addResourceBundle(language, ns, data);
for (const [name, format] of Object.entries(TEXT_FORMATS)) texts.addFormatter(name, format);

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112, 1.5];

/** The values a text names, as strings, numbers (counts and the numbers its units follow) or missing. */
function valueSets(text: string): TOptions[] {
  const names = [...text.matchAll(/\{\{-?\s*([^,}\s]+)([^}]*)\}\}/g)];
  const numbers = new Set(['count', ...names.flatMap(([, , format]) => [...format.matchAll(/of:\s*(\w+)/g)].map(([, name]) => name))]);
  const build = (text: (name: string, index: number) => unknown, number: (name: string, index: number) => unknown) =>
    Object.fromEntries(names.map(([, name], index) => [name, numbers.has(name) ? number(name, index) : text(name, index)]));
  return [
    {},
    build((name) => ` ‹${name}› `, (_, index) => COUNTS[index % COUNTS.length]),
    build((_, index) => ['szt.', 'ryz', 'opak.', 'kg'][index % 4], (_, index) => COUNTS[(index + 3) % COUNTS.length]),
    build(() => '', () => 0),
    build(() => undefined, () => undefined),
  ];
}

describe('the texts read as i18next reads them', () => {
  for (const language of LANGUAGES) {
    it(`every text in "${language}", with every count and with values given, empty or missing`, () => {
      let compared = 0;
      for (const [ns, data] of Object.entries(resources[language])) {
        const all = leaves(data);
        const siblings = new Map<string, string>();
        for (const [key, text] of all) siblings.set(key.replace(PLURAL, ''), `${siblings.get(key.replace(PLURAL, '')) ?? ''} ${text}`);
        for (const [key, text] of all) {
          expect(text, `${language}/${ns}:${key} nests another text`).not.toContain('$t(');
          const base = key.replace(PLURAL, '');
          const calls: [string, TOptions][] = [];
          for (const values of valueSets(siblings.get(base) ?? text)) {
            calls.push([key, { ...values, lng: language, ns }]);
            calls.push([`${ns}:${key}`, { ...values, lng: language }]);
            for (const count of COUNTS) calls.push([base, { ...values, count, lng: language, ns: ['missing', ns] }]);
          }
          for (const [written, options] of calls) {
            expect(texts.t(written, options), `${written} ${JSON.stringify(options)}`).toBe(reference.t(written, options));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(10_000);
    });
  }

  it('a key no file has, a default value, a key in several namespaces, a context, a sentence with a colon', () => {
    const cases: [string | string[], TOptions | undefined][] = [
      ['no.such.key', undefined],
      ['no.such.key', { defaultValue: 'Domyślny {{what}}', what: 'tekst' }],
      ['common:no.such.key', undefined],
      ['Uwaga: tekst, nie klucz', undefined],
      ['a:b:c', undefined],
      [['no.such.key', 'other.missing'], undefined],
      ['buttons.save', { defaultValue: 'Save' }],
      ['cart.items', { count: 3, context: 'male', ns: 'layout' }],
    ];
    for (const [key, options] of cases) expect(texts.t(key, options), JSON.stringify([key, options])).toBe(reference.t(key as string, options));
    expect(texts.getFixedT('en', 'home')('no.such.key', 'Fallback')).toBe(reference.getFixedT('en', 'home')('no.such.key', 'Fallback'));
  });
});
