import { describe, expect, it } from 'vitest';
import { miniCataloguePageHref, pageOfParam } from './catalogueLinks';

describe('mini-catalogue page addresses', () => {
  it('keeps the first page at the catalogue\'s own address and numbers the others (spec §2)', () => {
    expect(miniCataloguePageHref('niezbednik-biurowy', 1, 'pl')).toBe('/moje-konto/minikatalogi/niezbednik-biurowy');
    expect(miniCataloguePageHref('niezbednik-biurowy', 2, 'pl')).toBe('/moje-konto/minikatalogi/niezbednik-biurowy/strona/2');
    expect(miniCataloguePageHref('niezbednik-biurowy', 3, 'en')).toBe('/en/my-account/mini-catalogues/niezbednik-biurowy/page/3');
  });

  it('reads the page number of the address, the first page for anything else', () => {
    expect(pageOfParam('4')).toBe(4);
    expect(pageOfParam(undefined)).toBe(1);
    for (const bad of ['1', '0', '-2', '2.5', 'abc', '']) expect(pageOfParam(bad)).toBe(1);
  });
});
