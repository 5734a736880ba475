import { describe, expect, it } from 'vitest';
import { actionText, cellContent, lazyNumberFormat } from './cellContent';

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

describe('cellContent', () => {
  const row = { id: 1, quantity: 12345, note: '' };
  it("writes a plain number in the list's language, and nothing to show as a dash", () => {
    expect(cellContent({ field: 'quantity' }, row, 1, lazyNumberFormat('pl'))).toBe('12\u00a0345');
    expect(cellContent({ field: 'quantity' }, row, 1, lazyNumberFormat('en'))).toBe('12,345');
    expect(cellContent({ field: 'note' }, row, 1, lazyNumberFormat('pl'))).toBe('—');
  });

  it("uses the column's getter and formatter before the number format", () => {
    const column = { field: 'quantity', valueGetter: (value: number) => value * 2, valueFormatter: (value: number) => `${value} szt.` };
    expect(cellContent(column, row, 1, lazyNumberFormat('pl'))).toBe('24690 szt.');
  });
});
