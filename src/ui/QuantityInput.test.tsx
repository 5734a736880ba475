// @vitest-environment jsdom
import '../i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';

afterEach(cleanup);

const plain = { orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false };

function Harness({ start = 10, onChange, onZero, onRefusedChange }: {
  start?: number;
  onChange: (value: number) => void;
  onZero?: (restore: () => void) => void;
  onRefusedChange?: (refused: boolean) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <QuantityInput
      id="q"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      rule={plain}
      uom="ryz"
      label="Ilość: Papier"
      onZero={onZero}
      onRefusedChange={onRefusedChange}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Ilość: Papier' }) as HTMLInputElement;

describe('QuantityInput', () => {
  it.each(['2.5', '1e3', '-5', '7,5', 'abc'])('refuses "%s", keeps the previous quantity and says so', (text) => {
    const onChange = vi.fn();
    const onRefusedChange = vi.fn();
    render(<Harness onChange={onChange} onRefusedChange={onRefusedChange} />);
    fireEvent.change(field(), { target: { value: text } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field().value).toBe(text);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Ilość musi być liczbą całkowitą – wpisz same cyfry. Zachowano poprzednią ilość: 10 ryz.');
    expect(onRefusedChange).toHaveBeenLastCalledWith(true);
    // Still refused after leaving the field: what was typed is not lost.
    fireEvent.blur(field());
    expect(field().value).toBe(text);
  });

  it('refuses a quantity over the maximum in the same words as the API, digits grouped', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '100001' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Maksymalna ilość to 100\u00a0000. Zachowano poprzednią ilość: 10 ryz.');
  });

  it('passes on a whole number and clears the refusal', () => {
    const onChange = vi.fn();
    const onRefusedChange = vi.fn();
    render(<Harness onChange={onChange} onRefusedChange={onRefusedChange} />);
    fireEvent.change(field(), { target: { value: '2.5' } });
    fireEvent.change(field(), { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(7);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onRefusedChange).toHaveBeenLastCalledWith(false);
  });

  it('an emptied field passes nothing on and gets the previous quantity back on leaving it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(field().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(field().value).toBe('10');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('0 asks (onZero) and keeping the product restores the quantity', () => {
    const onChange = vi.fn();
    let keep: (() => void) | undefined;
    render(<Harness onChange={onChange} onZero={(restore) => (keep = restore)} />);
    fireEvent.change(field(), { target: { value: '0' } });
    expect(keep).toBeTypeOf('function');
    expect(onChange).not.toHaveBeenCalled();
    act(() => keep!());
    expect(field().value).toBe('10');
  });

  it('0 without onZero is refused', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '0' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Ilość musi być większa od zera. Zachowano poprzednią ilość: 10 ryz.');
  });

  it('the buttons replace a refused value', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '1e3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zwiększ ilość' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(11);
    expect(field().value).toBe('11');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

