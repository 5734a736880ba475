// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormSelectField } from './FormSelectField';

interface Values {
  period: string;
}

const OPTIONS = [
  { value: 'month', label: 'Miesięczny' },
  { value: 'quarter', label: 'Kwartalny' },
];

let form: UseFormReturn<Values>;

function Form({ placeholder, initial = '' }: { placeholder?: string; initial?: string }) {
  form = useForm<Values>({ defaultValues: { period: initial } });
  return (
    <FormSelectField
      control={form.control}
      name="period"
      label="Okres"
      required
      placeholder={placeholder}
      hint={(value) => (value === 'quarter' ? 'Limit na trzy miesiące' : 'Limit na miesiąc')}
      options={OPTIONS}
    />
  );
}

afterEach(cleanup);

describe('a select of a form', () => {
  it('offers the placeholder first, then the options, under its label', () => {
    render(<Form placeholder="Wybierz okres" />);
    const select = screen.getByRole('combobox', { name: /^Okres/ });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Wybierz okres', 'Miesięczny', 'Kwartalny']);
    expect(select.id).toBe('field-period');
  });

  it('keeps the choice in the form and writes the hint for it', () => {
    render(<Form initial="month" />);
    expect(screen.getByText('Limit na miesiąc')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /^Okres/ }), { target: { value: 'quarter' } });
    expect(form.getValues('period')).toBe('quarter');
    expect(screen.getByText('Limit na trzy miesiące')).toBeTruthy();
  });

  it('shows its error instead of the hint', async () => {
    render(<Form initial="month" />);
    await act(async () => form.setError('period', { message: 'Wybierz okres limitu.' }));
    expect(screen.getByText('Wybierz okres limitu.')).toBeTruthy();
    expect(screen.queryByText('Limit na miesiąc')).toBeNull();
  });
});
