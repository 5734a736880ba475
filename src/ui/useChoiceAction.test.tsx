// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChoiceAction } from './useChoiceAction';

function ModelSelect({ act }: { act: (value: string) => void }) {
  const choice = useChoiceAction(act);
  return (
    <select aria-label="Model" value={choice.pending ?? ''} onChange={choice.onChange} onKeyDown={choice.onKeyDown}>
      <option value="" disabled hidden />
      <option value="A">A</option>
      <option value="B">B</option>
    </select>
  );
}

afterEach(cleanup);

describe('useChoiceAction', () => {
  it('acts at once on a choice from the option list or the mouse', () => {
    const act = vi.fn();
    render(<ModelSelect act={act} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), { target: { value: 'B' } });
    expect(act).toHaveBeenCalledWith('B');
  });

  it('lets arrow keys move through the options and acts on Enter', () => {
    const act = vi.fn();
    render(<ModelSelect act={act} />);
    const select = screen.getByRole('combobox', { name: 'Model' }) as HTMLSelectElement;
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'A' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'B' } });
    expect(act).not.toHaveBeenCalled();
    expect(select.value).toBe('B');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(act).toHaveBeenCalledExactlyOnceWith('B');
  });
});
