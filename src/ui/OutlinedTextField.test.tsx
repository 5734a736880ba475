// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutlinedTextField } from './OutlinedTextField';

afterEach(cleanup);

describe('OutlinedTextField', () => {
  it('is a text box named by its label, passing its input props on', () => {
    const onChange = vi.fn();
    render(<OutlinedTextField label="Adres e-mail" type="email" value="" onChange={onChange} autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Adres e-mail' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: 'a@b.pl' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('describes the input with its helper text and marks an error', () => {
    render(<OutlinedTextField label="Adres e-mail" value="abc" onChange={() => {}} error helperText="Podaj poprawny adres e-mail." />);
    const input = screen.getByRole('textbox', { name: 'Adres e-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Podaj poprawny adres e-mail.');
  });

  it('keeps combobox semantics given to it', () => {
    render(<OutlinedTextField label="Model urządzenia lub kod OEM" type="search" value="" onChange={() => {}} role="combobox" aria-expanded={false} aria-autocomplete="list" />);
    expect(screen.getByRole('combobox', { name: 'Model urządzenia lub kod OEM' }).getAttribute('aria-autocomplete')).toBe('list');
  });
});
