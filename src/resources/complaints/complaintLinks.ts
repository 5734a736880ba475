/**
 * Where the complaints screens link to. The same list, detail and wizard are drawn in the account
 * area (returns /moje-konto/zwroty, complaints /moje-konto/reklamacje, a detail /moje-konto/zwroty/{id})
 * and, for embedding in another page, without the shop's chrome under /moje-konto/zwroty-iframe
 * (both types in one list) and /moje-konto/zwroty-iframe/{id}; the embedded screens link among
 * themselves only, so a customer never leaves the frame for the full shop.
 *
 * The wizard is a full-page panel of a list: `?new=RZ` (a return), `?new=R-nt` (a complaint) or
 * `?new` (the type still to choose), so it can be linked to and the back button closes it.
 */
import { createContext, useContext } from 'react';
import { COMPLAINT_TYPES, RETURN } from '../../domain/complaints';
import type { ComplaintType } from '../../generated/model';
import { localePath, type Locale } from '../../routing/routes';

/** Whether the screens are drawn embedded (the iframe routes). */
export const ComplaintsEmbedding = createContext(false);
export const useComplaintsEmbedded = (): boolean => useContext(ComplaintsEmbedding);

/** The query parameter that opens the wizard over a list. */
export const WIZARD_PARAM = 'new';

/** The list of a type: returns, complaints; embedded, the one list of both. */
export function complaintListHref(type: ComplaintType | null, embedded: boolean, locale: Locale): string {
  if (embedded) return localePath('dashboard-returns-iframe', undefined, undefined, locale);
  return localePath(type === RETURN || type === null ? 'dashboard-returns' : 'dashboard-complaints', undefined, undefined, locale);
}

/** One complaint or return (both types have their detail under /zwroty/{id}). */
export function complaintDetailHref(id: number | string, embedded: boolean, locale: Locale): string {
  return localePath(embedded ? 'dashboard-returns-iframe-slug' : 'dashboard-returns-slug', { slug: id }, undefined, locale);
}

/** The list with the wizard open over it, for a type or with the type still to choose (null). */
export function wizardHref(listHref: string, type: ComplaintType | null): string {
  return `${listHref}?${new URLSearchParams({ [WIZARD_PARAM]: type ?? '' }).toString()}`;
}

/**
 * The wizard as the URL asks for it: undefined when it is closed, null when it is open with no type
 * chosen (an unknown type too), else the type to start with.
 */
export function wizardFromSearch(search: URLSearchParams): ComplaintType | null | undefined {
  if (!search.has(WIZARD_PARAM)) return undefined;
  const value = search.get(WIZARD_PARAM);
  return COMPLAINT_TYPES.find((type) => type === value) ?? null;
}
