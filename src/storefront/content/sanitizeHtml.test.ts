// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, scriptDangers } from '../../../tests/shared/xssPayloads';
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

describe('sanitizeHtml keeps the language of a part', () => {
  it('keeps lang (a part written in Polish, on an English page)', () => {
    expect(sanitizeHtml('<p>Note</p><div lang="pl"><p>Tekst</p></div>')).toBe('<p>Note</p><div lang="pl"><p>Tekst</p></div>');
  });
});

describe('sanitised server HTML never runs script', () => {
  it.each(XSS_PAYLOADS)('%s', (payload) => {
    const html = sanitizeHtml(`<p>Przed</p>${payload}<p>Po</p>`);
    expect(scriptDangers(html)).toEqual([]);
    // The shop's own text around it stays (what an unclosed payload swallows after it may go).
    expect(html.startsWith('<p>Przed</p>')).toBe(true);
  });

  it('keeps the text of a neutralised javascript: link, without the address', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Kliknij</a>')).toBe('<a>Kliknij</a>');
  });

  it('finds what it looks for (the check itself is not blind)', () => {
    expect(scriptDangers('<img src="x" onerror="x()"><a href="java\tscript:x()">a</a><script></script>')).toEqual([
      'img[onerror]', 'a[href=java\tscript:x()]', '<script>',
    ]);
  });
});
