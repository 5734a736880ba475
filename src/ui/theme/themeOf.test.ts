import { describe, expect, it } from 'vitest';
import { themeOf } from './themeOf';

type Props = Record<string, unknown>;
const defaultProps = (language: 'pl' | 'en', component: string): Props =>
  ((themeOf(language).components as Record<string, { defaultProps?: Props }> | undefined)?.[component]?.defaultProps ?? {}) as Props;

describe('the theme of each language', () => {
  it("has the shop's looks in both languages", () => {
    for (const language of ['pl', 'en'] as const) {
      const theme = themeOf(language);
      expect(theme.palette.primary.main).toBe('#0b4f8a');
      expect(theme.palette.promo.main).toBe('#c2410c');
      expect(theme.typography.htmlFontSize).toBe(10);
      expect(theme.breakpoints.values.md).toBeGreaterThan(0);
      expect(defaultProps(language, 'MuiButton').disableElevation).toBe(true);
    }
  });

  it("speaks Polish in Polish and MUI's English in English", () => {
    expect(defaultProps('pl', 'MuiTablePagination').labelRowsPerPage).toBe('Wierszy na stronę:');
    expect(defaultProps('en', 'MuiTablePagination').labelRowsPerPage).toBeUndefined();
    expect(defaultProps('pl', 'MuiAlert').closeText).toBe('Zamknij');
  });

  it('is made once a language', () => {
    expect(themeOf('pl')).toBe(themeOf('pl'));
    expect(themeOf('en')).not.toBe(themeOf('pl'));
  });
});
