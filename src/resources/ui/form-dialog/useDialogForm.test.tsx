// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogForm } from './useDialogForm';

afterEach(cleanup);

interface Values {
  scope: string;
  levels: { threshold: string }[];
}

const accept: Resolver<Values> = async (values) => ({ values, errors: {} });
const render = (open: boolean, initial: Values) =>
  renderHook((props: { open: boolean; initial: Values }) => useDialogForm<Values>({ ...props, resolver: accept }), { initialProps: { open, initial } });

describe('useDialogForm', () => {
  it('keeps what was typed when the page fetches its data again (a new initial of the same content)', () => {
    const { result, rerender } = render(true, { scope: '', levels: [{ threshold: '' }] });
    act(() => result.current.form.setValue('levels.0.threshold', '10'));
    rerender({ open: true, initial: { scope: '', levels: [{ threshold: '' }] } });
    expect(result.current.form.getValues()).toEqual({ scope: '', levels: [{ threshold: '10' }] });
  });

  it('keeps what was typed when the data arriving changes the initial values', () => {
    const { result, rerender } = render(true, { scope: '', levels: [{ threshold: '' }] });
    act(() => result.current.form.setValue('levels.0.threshold', '10'));
    rerender({ open: true, initial: { scope: '7', levels: [{ threshold: '' }] } });
    expect(result.current.form.getValues()).toEqual({ scope: '', levels: [{ threshold: '10' }] });
  });

  it('takes the initial values of data that arrives before anything is typed', () => {
    const { result, rerender } = render(true, { scope: '', levels: [{ threshold: '' }] });
    rerender({ open: true, initial: { scope: '7', levels: [{ threshold: '' }] } });
    expect(result.current.form.getValues()).toEqual({ scope: '7', levels: [{ threshold: '' }] });
    rerender({ open: true, initial: { scope: '8', levels: [{ threshold: '' }] } });
    expect(result.current.form.getValues().scope).toBe('8');
  });

  it('opens again with the initial values and without the last attempt\'s error', () => {
    const { result, rerender } = render(true, { scope: '', levels: [{ threshold: '' }] });
    act(() => {
      result.current.form.setValue('levels.0.threshold', '10');
      result.current.setFormError('Odmowa');
    });
    rerender({ open: false, initial: { scope: '', levels: [{ threshold: '' }] } });
    rerender({ open: true, initial: { scope: '', levels: [{ threshold: '' }] } });
    expect(result.current.form.getValues()).toEqual({ scope: '', levels: [{ threshold: '' }] });
    expect(result.current.formError).toBeNull();
  });
});
