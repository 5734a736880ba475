import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findEnglish } from '../../tests/shared/englishWords';
import { describeHits, findPolish } from '../../tests/shared/polishWords';

const folder = (locale: string) => fileURLToPath(new URL(`./locales/${locale}/`, import.meta.url));

/** Every text of a language's locale files with its key (interpolations and their formats left out). */
function localeTexts(locale: string): [string, string][] {
  const texts: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') texts.push([key, value.replace(/\{\{[^}]*\}\}/g, ' ')]);
    else if (value && typeof value === 'object') for (const [child, inner] of Object.entries(value)) walk(inner, `${key}.${child}`);
  };
  for (const file of readdirSync(folder(locale)).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(`${folder(locale)}${file}`, 'utf8')), file.replace('.json', ''));
  return texts;
}

/** Messages the specification gives in English for the Polish shop too (§4, §8): "Login error", "This page could not be found". */
const SPECIFIED_IN_ENGLISH = new Set(['errors.loginError.message', 'errors.notFound.unknownRoute']);

describe('the interface texts', () => {
  it('say nothing in English in Polish', () => {
    const texts = localeTexts('pl').filter(([key]) => !SPECIFIED_IN_ENGLISH.has(key));
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap(([key, text]) => describeHits(findEnglish(text), key))).toEqual([]);
  });

  it('say nothing in Polish in English', () => {
    expect(localeTexts('en').flatMap(([key, text]) => describeHits(findPolish(text), key))).toEqual([]);
  });
});
