/**
 * Finds English in a text that should be Polish: common English words of a shop's sentences, as
 * whole words. Brand and model names that are English in any language are allowed.
 */
import type { PolishHit } from './polishWords';

export const ENGLISH_WORDS: readonly string[] = [
  'the', 'and', 'your', 'you', 'with', 'please', 'order', 'orders', 'delivery', 'invoice', 'invoices', 'cart', 'price', 'prices', 'payment',
  'account', 'available', 'error', 'failed', 'cannot', 'must', 'should', 'will', 'has', 'have', 'been', 'this', 'that', 'not', 'are',
  'products', 'quantity', 'total', 'search', 'results', 'more', 'show', 'less', 'from', 'until', 'days', 'pieces', 'pack', 'ream', 'reams',
];

/** Names that are English in Polish too (brands, product lines, the demo's procurement system). */
export const ENGLISH_ALLOWED: readonly string[] = ['Post-it', 'Office Depot', 'Smart Home', 'Premium', 'Business', 'Home & Office'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${ENGLISH_WORDS.map(escape).join('|')})(?![\\p{L}\\p{N}-])`, 'giu');
const allowed = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ENGLISH_ALLOWED.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** Every English word in `text` (after removing e-mail addresses, links and the allowed names), with a little context. */
export function findEnglish(text: string): PolishHit[] {
  const cleaned = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g, (match) => ' '.repeat(match.length)).replace(allowed, (match) => ' '.repeat(match.length));
  return [...cleaned.matchAll(words)].map((match) => {
    const index = match.index ?? 0;
    return { word: match[0], context: text.slice(Math.max(0, index - 40), index + match[0].length + 40).replace(/\s+/g, ' ') };
  });
}
