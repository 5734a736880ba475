// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { DateInput } from './DateInput';

/** The field as the user sees it: its day, month and year sections joined by their separators. */
function shownText(label: string): string {
  const group = screen.getByRole('group', { name: new RegExp(label) });
  const [day] = within(group).getAllByRole('spinbutton');
  // The sections' list (without the outline's copy of the label), less the bidi marks around it.
  return (day.parentElement?.parentElement?.textContent ?? '').replace(/[\u2066-\u2069\u200e]/g, '');
}

/** Types into the field's sections one key at a time, as a keyboard does. */
function typeInto(label: string, keys: string) {
  const group = screen.getByRole('group', { name: new RegExp(label) });
  const [first] = within(group).getAllByRole('spinbutton');
  fireEvent.click(first);
  fireEvent.focus(first);
  for (const key of keys) {
    const active = document.activeElement ?? first;
    fireEvent.input(active, { target: { textContent: key } });
  }
}

function Form({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Data od"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        helperText="Pomoc"
      />
      <output aria-label="wartość">{value}</output>
    </>
  );
}

async function inLanguage(language: 'pl' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

afterEach(async () => {
  cleanup();
  await inLanguage('pl');
});

describe('DateInput', () => {
  it('shows a Polish page its dd.mm.rrrr and gives the ISO day once it is typed whole', async () => {
    await inLanguage('pl');
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    expect(screen.getByRole('group', { name: /Data od/ })).toBeTruthy();
    expect(shownText('Data od')).toBe('dd.mm.rrrr');
    expect(screen.getByText('Pomoc')).toBeTruthy();

    typeInto('Data od', '0503');
    // Day and month without a year: nothing for the form yet, and what was typed stays.
    expect(onChange).not.toHaveBeenCalled();
    expect(shownText('Data od')).toBe('05.03.rrrr');

    typeInto('Data od', '05032026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    expect(screen.getByLabelText('wartość').textContent).toBe('2026-03-05');
    expect(shownText('Data od')).toBe('05.03.2026');
  });

  it('shows an English page dd/mm/yyyy and the form’s ISO day the English way', async () => {
    await inLanguage('en');
    render(<Form onChange={vi.fn()} />);
    expect(shownText('Data od')).toBe('dd/mm/yyyy');
    cleanup();

    render(<Form initial="2026-03-05" onChange={vi.fn()} />);
    expect(shownText('Data od')).toBe('05/03/2026');
  });

  it('gives the form an empty value while a changed date is incomplete, keeping what was typed', async () => {
    await inLanguage('pl');
    const onChange = vi.fn();
    render(<Form initial="2026-03-05" onChange={onChange} />);
    expect(shownText('Data od')).toBe('05.03.2026');

    const group = screen.getByRole('group', { name: /Data od/ });
    const [, , year] = within(group).getAllByRole('spinbutton');
    fireEvent.click(year);
    fireEvent.focus(year);
    // Backspace empties the section's text (the browser's input event).
    fireEvent.input(document.activeElement ?? year, { target: { textContent: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(shownText('Data od')).toBe('05.03.rrrr');
  });
});
