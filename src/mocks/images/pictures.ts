/** Which picture a conversion URL names: `{path}` is the kind, `{name}` a slug; the original is an SVG. */
import { PROMOTION_PAGES } from '../db/content/promotions';
import { getSeed } from '../db/store';
import { notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { EXACT_TEXTS_EN } from '../presenters/english/exactTexts';
import { toPromotion } from '../services/catalogue';
import { contentRecords } from '../services/content';
import { brandSvg, contentSvg, productSvg, promotionSvg } from './svg';

const PROMOTION_COLOURS: Record<string, string> = Object.fromEntries(Object.entries(PROMOTION_PAGES).map(([slug, page]) => [slug, page.colour]));

/** The words of a banner's date line, by language. */
const DATE_WORDS = {
  pl: { separator: '.', until: 'do', from: 'od', always: 'Stale w ofercie' },
  en: { separator: '/', until: 'until', from: 'from', always: 'Always on offer' },
} as const;

/** "01.07.2026 – 31.07.2026", "od 01.07.2026", or the outlet's "Stale w ofercie"; in English "01/07/2026 – 31/07/2026". */
function dateRange(startDate: string | null, endDate: string | null, locale: DemoLocale): string {
  const words = DATE_WORDS[locale];
  const day = (iso: string) => iso.split('-').reverse().join(words.separator);
  if (startDate && endDate) return `${day(startDate)} – ${day(endDate)}`;
  if (endDate) return `${words.until} ${day(endDate)}`;
  if (startDate) return `${words.from} ${day(startDate)}`;
  return words.always;
}

/** The SVG original of a picture at `width`×`height` (a banner's words in `locale`); 404 for an unknown kind or name. */
export function pictureSvg(kind: string, name: string, width: number, height: number, locale: DemoLocale = 'pl'): string {
  const seed = getSeed();
  if (kind === 'products') {
    const product = seed.productBySlug.get(name);
    if (!product) throw notFound(`Nie znaleziono obrazu „${name}”.`);
    return productSvg({ name: product.name, picto: product.picto, colour: product.colour, packLabel: product.packLabel, width, height });
  }
  if (kind === 'brands') {
    const brand = seed.brands.find((candidate) => candidate.slug === name);
    if (!brand) throw notFound(`Nie znaleziono logo „${name}”.`);
    return brandSvg(brand.name, width, height);
  }
  if (kind === 'contents') {
    const record = contentRecords(seed).find((candidate) => candidate.source.slug === name);
    if (!record) throw notFound(`Nie znaleziono obrazu „${name}”.`);
    return contentSvg({ title: record.source.title, picto: record.source.picto, colour: record.source.colour, width, height });
  }
  if (kind === 'promotions') {
    const promotion = seed.promotions.find((candidate) => candidate.slug === name);
    if (!promotion) throw notFound(`Nie znaleziono obrazu „${name}”.`);
    const shown = toPromotion(seed, promotion);
    const title = locale === 'en' ? (EXACT_TEXTS_EN[promotion.name] ?? promotion.name) : promotion.name;
    return promotionSvg({ name: title, subtitle: dateRange(shown.startDate, shown.endDate, locale), colour: PROMOTION_COLOURS[promotion.slug] ?? '#1e5bd8', width, height });
  }
  throw notFound(`Nieznany rodzaj obrazów „${kind}”.`);
}
