import { describe, expect, it } from 'vitest';
import { actionText } from './cellContent';

describe('actionText', () => {
  it("leaves out the card's title from an action's words, keeping the whole name for assistive technology", () => {
    expect(actionText('Pobierz PDF faktury FV/2026/11/1', 'FV/2026/11/1')).toEqual({ text: 'Pobierz PDF faktury', name: 'Pobierz PDF faktury FV/2026/11/1' });
    expect(actionText('Order ZS/1 again', 'ZS/1')).toEqual({ text: 'Order again', name: 'Order ZS/1 again' });
  });

  it('keeps a name that does not repeat the title, or would be nothing without it', () => {
    expect(actionText('Usuń', 'ZS/1')).toEqual({ text: 'Usuń' });
    expect(actionText('ZS/1', 'ZS/1')).toEqual({ text: 'ZS/1' });
    expect(actionText('Usuń ZS/1', '')).toEqual({ text: 'Usuń ZS/1' });
  });
});
