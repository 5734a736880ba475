/**
 * Answers in English for a request that asks for it (Accept-Language: en). The demo data is Polish;
 * its readable strings are translated on the way out, by what they are:
 * - catalogue texts (product, category and attribute names, units, pack labels) through the
 *   department word lists (localise.ts), brands and models untouched;
 * - the shop's fixed texts (statuses, delivery and payment, badges, availability, seeded order,
 *   complaint and notification texts...) through english/texts.ts, whole or by pattern.
 * - amounts (Money) written the English way: "PLN 1,234.50".
 * Identifiers (slugs, codes, e-mails, URLs, filter values) and free text a user typed stay as sent.
 */
import { formatPln, moneyInLocale } from '../../domain/money';
import type { Money } from '../../generated/model';
import { getSeed } from '../db/store';
import type { Seed } from '../db/types';
import { catalogueTextEn } from './localise';
import { amountInWordsEn } from './english/amountInWords';
import { articleBodyEn, articleTextsEn } from './english/articles';
import { fixedTextEn } from './english/texts';
import { pictureInEnglish } from './images';

/** Keys whose strings are identifiers or values sent back to the API. */
const IDENTIFIER_KEYS = new Set([
  'slug', 'code', 'ean', 'oemCode', 'email', 'login', 'url', 'href', 'token', 'number', 'iconClass', 'key', 'type', 'status', 'color', 'colour',
  'currency', 'nip', 'taxId', 'zip', 'phone', 'phone1', 'phone2', 'firstName', 'lastName', 'companyName', 'street', 'city', 'country',
  'clientOrderNumber', 'permission', 'iconType', 'orderBy', 'orderDirection', 'fileName', 'mimeType',
]);

/** Keys whose strings are catalogue texts (product names and the like). */
const CATALOGUE_KEYS = new Set(['name', 'title', 'uom', 'namesInPath', 'productName', 'categoryName', 'label', 'value', 'packLabel', 'unit', 'uomName']);

const looksLikeIdentifier = (value: string) => /^(https?:\/\/|\/|data:)/.test(value) || /^[\w.+-]+@[\w-]+\.[\w.]+$/.test(value) || !/\p{L}/u.test(value);

/** A day written the Polish way inside an English text ("from 13.12.2026") written the English way ("from 13/12/2026"). */
const englishDays = (text: string): string => text.replace(/\b(\d\d)\.(\d\d)\.(\d{4})\b/g, '$1/$2/$3');

function translateString(value: string, key: string, parent: Record<string, unknown> | null, seed: Seed): string {
  if (key === 'imageUrl') return pictureInEnglish(value);
  if (IDENTIFIER_KEYS.has(key) || /(^u|U)rl$|(^s|S)lug$|(^e|E)mail$|Id$|At$|Date$/.test(key)) return value;
  // A day on its own ("13.12.2026") is a text to read, not an identifier.
  if (looksLikeIdentifier(value)) return /^\d\d\.\d\d\.\d{4}$/.test(value) ? englishDays(value) : value;
  return englishDays(translateText(value, key, parent, seed));
}

function translateText(value: string, key: string, parent: Record<string, unknown> | null, seed: Seed): string {
  // An invoice's amount in words, from its gross total.
  if (key === 'amountInWords' && parent) {
    const gross = (parent.grandTotal as { gross?: unknown } | undefined)?.gross;
    if (typeof gross === 'number') return amountInWordsEn(gross);
  }
  // A filter or sort option's value goes back to the API as it came.
  if (key === 'value' && parent && 'label' in parent) return value;
  // An article's body (HTML built from its sections): rebuilt from the article's English sections.
  if (key === 'body' && parent && typeof parent.slug === 'string') {
    const body = articleBodyEn(parent.slug, seed);
    if (body !== null) return body;
  }
  const article = articleTextsEn()[value];
  if (article !== undefined) return article;
  const fixed = fixedTextEn(value, (text) => catalogueTextEn(text, seed));
  if (fixed !== null) return fixed;
  return CATALOGUE_KEYS.has(key) ? catalogueTextEn(value, seed) : value;
}

const isMoney = (record: Record<string, unknown>): boolean =>
  typeof record.net === 'number' && typeof record.gross === 'number' && typeof record.netFormatted === 'string' && typeof record.grossFormatted === 'string';

function translate(value: unknown, key: string, parent: Record<string, unknown> | null, seed: Seed): unknown {
  if (typeof value === 'string') return translateString(value, key, parent, seed);
  if (Array.isArray(value)) return value.map((item) => translate(item, key, parent, seed));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // An amount: its formatted strings and currency the English way ("PLN 1,234.50").
    if (isMoney(record)) return moneyInLocale(record as unknown as Money, 'en');
    // An amount with its written form only (a cart's amount due).
    if (typeof record.value === 'number' && typeof record.valueFormatted === 'string') return { ...record, valueFormatted: formatPln(record.value, 'en') };
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(record)) out[childKey] = translate(child, childKey, record, seed);
    return out;
  }
  return value;
}

/** A JSON body in English (anything else is returned as it is). */
export async function localiseResponse(response: Response): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json') || response.status === 204) return response;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (body === undefined) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(translate(body, '', null, getSeed())), { status: response.status, statusText: response.statusText, headers });
}

/** The same for a value (tests, and handlers that build English before answering). */
export const localiseValue = <T>(value: T): T => translate(value, '', null, getSeed()) as T;
