import { describe, expect, it } from 'vitest';
import { complaintDetailHref, complaintListHref, wizardFromSearch, wizardHref } from './complaintLinks';

describe('complaint links', () => {
  it('lead to the returns or complaints list, or embedded to the one list of both', () => {
    expect(complaintListHref('RZ', false, 'pl')).toBe('/moje-konto/zwroty');
    expect(complaintListHref('R-nt', false, 'pl')).toBe('/moje-konto/reklamacje');
    expect(complaintListHref('R-nt', false, 'en')).toBe('/en/my-account/complaints');
    expect(complaintListHref('R-nt', true, 'pl')).toBe('/moje-konto/zwroty-iframe');
  });

  it('lead to a detail in the account area or embedded', () => {
    expect(complaintDetailHref(500123, false, 'pl')).toBe('/moje-konto/zwroty/500123');
    expect(complaintDetailHref(500123, true, 'en')).toBe('/en/my-account/returns-iframe/500123');
  });

  it('open the wizard with a type, or with the type still to choose', () => {
    expect(wizardHref('/moje-konto/zwroty', 'RZ')).toBe('/moje-konto/zwroty?new=RZ');
    expect(wizardFromSearch(new URLSearchParams('new=RZ'))).toBe('RZ');
    expect(wizardFromSearch(new URLSearchParams('new=R-nt&currentPage=2'))).toBe('R-nt');
    expect(wizardFromSearch(new URLSearchParams(wizardHref('/x', null).split('?')[1]))).toBeNull();
    expect(wizardFromSearch(new URLSearchParams('new=XX'))).toBeNull();
    expect(wizardFromSearch(new URLSearchParams('currentPage=2'))).toBeUndefined();
  });
});
