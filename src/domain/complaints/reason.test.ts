import { describe, expect, it } from 'vitest';
import { additionalListEntries, buildComplaintReason, hasReason } from './reason';

describe('the reason text (spec §5)', () => {
  it('puts the serial number first, then "Powód reklamacji" with the reason, then the additional list', () => {
    expect(buildComplaintReason('R-nt', { serialNumber: ' CN48A1B2C3 ', reason: ' Niszczarka nie wciąga papieru. ', additionalList: ['Produkt wadliwy lub niesprawny', 'Brakujące elementy lub ilość'] }))
      .toBe('Numer seryjny: CN48A1B2C3\nPowód reklamacji: Niszczarka nie wciąga papieru.\n- Produkt wadliwy lub niesprawny\n- Brakujące elementy lub ilość');
  });

  it('asks "Dlaczego zwracasz?" for a return, the answer after the question', () => {
    expect(buildComplaintReason('RZ', { reason: 'Zamówiłem za dużo.' })).toBe('Dlaczego zwracasz? Zamówiłem za dużo.');
  });

  it('leaves the serial number out when there is none', () => {
    expect(buildComplaintReason('R-nt', { serialNumber: '  ', reason: 'Toner zostawia smugi.' })).toBe('Powód reklamacji: Toner zostawia smugi.');
  });

  it('with only the additional list, the heading stands above it', () => {
    expect(buildComplaintReason('R-nt', { additionalList: ['Uszkodzenie w transporcie'] })).toBe('Powód reklamacji:\n- Uszkodzenie w transporcie');
    expect(buildComplaintReason('RZ', { serialNumber: 'SN1', additionalList: ['Zmiana decyzji'] })).toBe('Numer seryjny: SN1\nDlaczego zwracasz?\n- Zmiana decyzji');
  });

  it('is empty without a reason or list entry, even with a serial number', () => {
    expect(buildComplaintReason('R-nt', { serialNumber: 'SN1', reason: ' ', additionalList: [' ', ''] })).toBe('');
    expect(hasReason({ reason: null, additionalList: null })).toBe(false);
  });

  it('lists each additional entry once, trimmed', () => {
    expect(additionalListEntries([' Zmiana decyzji', 'Zmiana decyzji', '', 'Zamówiono omyłkowo'])).toEqual(['Zmiana decyzji', 'Zamówiono omyłkowo']);
  });
});
