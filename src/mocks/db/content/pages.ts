/** Text pages: the shape and the English slugs that lead to the same page. */
export interface TextPageSource {
  title: string;
  /** Meta description. */
  description: string;
  /** Sanitisable HTML. */
  content: string;
}

/** English route slugs (routes.ts) → the page key (its Polish slug). */
export const PAGE_ALIASES: Record<string, string> = {
  'payment-methods': 'sposoby-platnosci',
  'returns-and-complaints': 'zwroty-i-reklamacje',
  'delivery-terms': 'warunki-dostaw',
  'terms-and-conditions': 'regulamin-sklepu',
  contact: 'kontakt',
  'privacy-policy': 'polityka-prywatnosci',
  'accessibility-statement': 'deklaracja-dostepnosci',
  disposal: 'utylizacja',
};
