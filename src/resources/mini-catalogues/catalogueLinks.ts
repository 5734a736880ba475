import { localePath } from '../../routing/routes';

/**
 * A mini-catalogue page's address: the first page is the catalogue's own address
 * (/moje-konto/minikatalogi/{slug}), the others /moje-konto/minikatalogi/{slug}/strona/{number} (spec §2).
 */
export function miniCataloguePageHref(slug: string, page: number, locale: 'pl' | 'en'): string {
  return page > 1
    ? localePath('dashboard-minicatalogs-slug-page-number', { slug, number: page }, undefined, locale)
    : localePath('dashboard-minicatalogs-slug', { slug }, undefined, locale);
}

/** The page number of the address (`/strona/{number}`); anything but a whole number from 2 up is the first page. */
export function pageOfParam(number: string | undefined): number {
  const page = Number(number);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
