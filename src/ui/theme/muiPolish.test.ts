import { plPL } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { MUI_POLISH } from './muiPolish';

type Props = Record<string, unknown>;
const props = (locale: { components?: unknown }, component: string): Props =>
  ((locale.components as Record<string, { defaultProps: Props }>)[component]?.defaultProps ?? {}) as Props;
const call = (props: Props, name: string, ...args: unknown[]) => (props[name] as (...a: unknown[]) => string)(...args);

describe("MUI's words in Polish", () => {
  const components = Object.keys(plPL.components ?? {});

  it("cover every component of MUI's plPL locale, with the same plain texts", () => {
    expect(Object.keys(MUI_POLISH.components ?? {}).sort()).toEqual([...components].sort());
    for (const component of components) {
      const theirs = props(plPL, component);
      const ours = props(MUI_POLISH, component);
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      for (const [name, text] of Object.entries(theirs)) if (typeof text === 'string') expect(ours[name]).toBe(text);
    }
  });

  it("say what MUI's plPL says for every page, range and rating", () => {
    for (const type of ['first', 'last', 'next', 'previous']) {
      expect(call(props(MUI_POLISH, 'MuiTablePagination'), 'getItemAriaLabel', type)).toBe(call(props(plPL, 'MuiTablePagination'), 'getItemAriaLabel', type));
      expect(call(props(MUI_POLISH, 'MuiPagination'), 'getItemAriaLabel', type, 2, false)).toBe(call(props(plPL, 'MuiPagination'), 'getItemAriaLabel', type, 2, false));
    }
    for (const selected of [true, false]) {
      expect(call(props(MUI_POLISH, 'MuiPagination'), 'getItemAriaLabel', 'page', 7, selected)).toBe(call(props(plPL, 'MuiPagination'), 'getItemAriaLabel', 'page', 7, selected));
    }
    for (const range of [{ from: 1, to: 24, count: 120 }, { from: 12_001, to: 12_024, count: 54_321 }, { from: 25, to: 48, count: -1 }]) {
      expect(call(props(MUI_POLISH, 'MuiTablePagination'), 'labelDisplayedRows', range)).toBe(call(props(plPL, 'MuiTablePagination'), 'labelDisplayedRows', range));
    }
    for (let stars = 0; stars <= 30; stars += 1) {
      expect(call(props(MUI_POLISH, 'MuiRating'), 'getLabelText', stars)).toBe(call(props(plPL, 'MuiRating'), 'getLabelText', stars));
    }
  });
});
