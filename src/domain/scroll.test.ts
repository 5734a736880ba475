import { describe, expect, it } from 'vitest';
import { isHeaderFixed, isHeaderHidden, showsScrollToTop } from './scroll';

describe('header while scrolling', () => {
  it('is fixed after the info header', () => {
    expect(isHeaderFixed(0, 36)).toBe(false);
    expect(isHeaderFixed(36, 36)).toBe(false);
    expect(isHeaderFixed(37, 36)).toBe(true);
  });
  it('hides on phones when scrolling down past 130 px', () => {
    expect(isHeaderHidden(390, 131, 100)).toBe(true);
    expect(isHeaderHidden(768, 400, 300)).toBe(true);
    expect(isHeaderHidden(390, 130, 100)).toBe(false);
    expect(isHeaderHidden(390, 300, 400)).toBe(false);
    expect(isHeaderHidden(769, 400, 300)).toBe(false);
  });
});

describe('scroll-to-top', () => {
  it('shows after one window height except on home', () => {
    expect(showsScrollToTop(901, 900, false)).toBe(true);
    expect(showsScrollToTop(900, 900, false)).toBe(false);
    expect(showsScrollToTop(5000, 900, true)).toBe(false);
  });
});
