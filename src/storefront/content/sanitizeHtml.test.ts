// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('drops scripts, handlers, styles and javascript: links', () => {
    const html = sanitizeHtml('<p onclick="x()" style="color:red">Tekst<script>alert(1)</script></p><a href="javascript:alert(1)">zły</a><iframe src="//x"></iframe>');
    expect(html).toBe('<p>Tekst</p><a>zły</a>');
  });
  it('keeps shop links and opens external ones in a new tab', () => {
    expect(sanitizeHtml('<a href="/kategoria/papier">Papier</a>')).toBe('<a href="/kategoria/papier">Papier</a>');
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
  it('keeps headings, lists and tables; pictures load lazily', () => {
    expect(sanitizeHtml('<h2>A</h2><ul><li>b</li></ul><table><tbody><tr><td>c</td></tr></tbody></table>')).toBe('<h2>A</h2><ul><li>b</li></ul><table><tbody><tr><td>c</td></tr></tbody></table>');
    expect(sanitizeHtml('<img src="/x.png" alt="X">')).toBe('<img src="/x.png" alt="X" loading="lazy" decoding="async">');
  });
});
