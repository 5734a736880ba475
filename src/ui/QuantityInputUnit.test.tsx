// @vitest-environment jsdom
import i18n from '../i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityInput } from './QuantityInput';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('pl');
});

const plain = { orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false };

function refuse(uom: string) {
  render(<QuantityInput id="q" value={12} onChange={() => undefined} rule={plain} uom={uom} label="Ilość: Zszywki" />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Ilość: Zszywki' }), { target: { value: 'abc' } });
  return screen.getByRole('alert').textContent;
}

/** A unit written as an abbreviation ("szt.") already ends the sentence: no second full stop. */
describe('QuantityInput with an abbreviated unit', () => {
  it('ends the refusal with one full stop after "szt."', () => {
    expect(refuse('szt.')).toBe('Ilość musi być liczbą całkowitą – wpisz same cyfry. Zachowano poprzednią ilość: 12 szt.');
  });

  it('still adds the full stop after a unit written out, inflected for the number', () => {
    expect(refuse('karton')).toBe('Ilość musi być liczbą całkowitą – wpisz same cyfry. Zachowano poprzednią ilość: 12 kartonów.');
  });

  it('does the same in English', async () => {
    await i18n.changeLanguage('en');
    expect(refuse('pcs.')).toMatch(/The previous quantity is kept: 12 pcs\.$/);
    cleanup();
    expect(refuse('box')).toMatch(/The previous quantity is kept: 12 boxes\.$/);
  });
});
