import { describe, expect, it } from 'vitest';
import { activeTabIndex, tabIndexParam, tabsState } from './tabs';

describe('activeTabIndex', () => {
  it('accepts 1 … count-1', () => {
    expect(activeTabIndex('1', 3)).toBe(1);
    expect(activeTabIndex('2', 3)).toBe(2);
  });
  it('falls back to the first tab', () => {
    expect(activeTabIndex(null, 3)).toBe(0);
    expect(activeTabIndex('0', 3)).toBe(0);
    expect(activeTabIndex('3', 3)).toBe(0);
    expect(activeTabIndex('-1', 3)).toBe(0);
    expect(activeTabIndex('1.5', 3)).toBe(0);
    expect(activeTabIndex('abc', 3)).toBe(0);
    expect(activeTabIndex('1', 1)).toBe(0);
  });
});

describe('tabsState', () => {
  it('does not list hidden tabs', () => {
    expect(tabsState('2', [{}, { hidden: true }, {}])).toEqual({ active: 2, listed: [0, 2], showsContent: true });
  });
  it('shows no content when the active tab is hidden', () => {
    expect(tabsState('1', [{}, { hidden: true }])).toEqual({ active: 1, listed: [0], showsContent: false });
  });
  it('has no content without tabs', () => {
    expect(tabsState(null, []).showsContent).toBe(false);
  });
});

describe('tabIndexParam', () => {
  it('drops the parameter for the first tab', () => {
    expect(tabIndexParam(0)).toBeNull();
    expect(tabIndexParam(2)).toBe('2');
  });
});
