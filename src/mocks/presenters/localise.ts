/**
 * The catalogue in English: category and attribute names by their Polish name, and product names,
 * attribute values, units and pack labels phrase by phrase from the department word lists
 * (db/catalogue/english/). Brands and model names stay as they are. The seed stays Polish (search,
 * slugs and filter values keep working in both languages); only what is shown is translated.
 */
import { ATTRIBUTE_NAMES_EN } from '../db/catalogue/english/attributes';
import { CATEGORY_NAMES_EN } from '../db/catalogue/english/categories';
import { PRODUCT_PHRASES_EN, PRODUCT_RULES_EN } from '../db/catalogue/english/phrases';
import type { Seed } from '../db/types';

const BOUNDARY = '\\p{L}\\p{N}';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

const phrasePattern = new RegExp(`(?<![${BOUNDARY}])(?:${alternation(Object.keys(PRODUCT_PHRASES_EN))})(?![${BOUNDARY}])`, 'giu');

/** Masks of the seed's brand names (built once per seed). */
const brandPatterns = new WeakMap<Seed, RegExp>();
function brandPattern(seed: Seed): RegExp {
  let pattern = brandPatterns.get(seed);
  if (!pattern) {
    pattern = new RegExp(`(?<![${BOUNDARY}])(?:${alternation(seed.brands.map((brand) => brand.name))})(?![${BOUNDARY}])`, 'gu');
    brandPatterns.set(seed, pattern);
  }
  return pattern;
}

const capitalised = (source: string, english: string) =>
  source[0] && source[0] !== source[0].toLowerCase() ? english[0].toUpperCase() + english.slice(1) : english;

const cache = new Map<string, string>();
const CACHE_LIMIT = 20_000;

/** A catalogue text (product name, attribute value, unit, pack label) in English; brands untouched. */
export function catalogueTextEn(text: string, seed: Seed): string {
  const exact = CATEGORY_NAMES_EN[text] ?? ATTRIBUTE_NAMES_EN[text];
  if (exact) return exact;
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  let result = text;
  for (const [pattern, replacement] of PRODUCT_RULES_EN) result = result.replace(pattern, replacement as string);
  const brands: string[] = [];
  result = result.replace(brandPattern(seed), (brand) => `\uE000${brands.push(brand) - 1}\uE001`);
  result = result.replace(phrasePattern, (phrase) => capitalised(phrase, PRODUCT_PHRASES_EN[phrase.toLowerCase()] ?? phrase));
  result = result.replace(/\uE000(\d+)\uE001/g, (_, index: string) => brands[Number(index)]);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, result);
  return result;
}

/** A category's name in English (the Polish name when the tree has a name not in the list). */
export const categoryNameEn = (name: string): string => CATEGORY_NAMES_EN[name] ?? name;

/** An attribute's (facet's) name in English. */
export const attributeNameEn = (name: string): string => ATTRIBUTE_NAMES_EN[name] ?? name;
