// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstInteraction } from './useFirstInteraction';

afterEach(cleanup);

describe('useFirstInteraction', () => {
  it('is false while the visitor does nothing', () => {
    const { result } = renderHook(() => useFirstInteraction());
    expect(result.current).toBe(false);
  });

  for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new Event('scroll'), new Event('pointerdown'), new Event('touchstart')]) {
    it(`turns true with the first ${event.type}, and stays true`, () => {
      const { result } = renderHook(() => useFirstInteraction());
      act(() => {
        window.dispatchEvent(event);
      });
      expect(result.current).toBe(true);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(result.current).toBe(true);
    });
  }
});
