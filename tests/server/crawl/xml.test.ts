import { describe, expect, it } from 'vitest';
import { plainText, shorten } from '../../../src/server/crawl/plainText';
import { cdata, escapeXml, textElement } from '../../../src/server/crawl/xml';
import { parseXml } from './xmlDocument';

describe('XML text', () => {
  it('escapes markup characters, so names like „Kowalski & Syn <A4> "Lux"” read back as written', () => {
    const name = `Kowalski & Syn <A4> "Lux" it's`;
    expect(escapeXml(name)).toBe('Kowalski &amp; Syn &lt;A4&gt; &quot;Lux&quot; it&apos;s');
    const document = parseXml(`<a title="${escapeXml(name)}">${escapeXml(name)}</a>`);
    expect(document.val).toBe(name);
    expect(document.attr.title).toBe(name);
  });

  it('drops the characters XML 1.0 cannot carry (control characters, lone surrogates) and keeps the rest', () => {
    const text = 'Zeszyt\u0000 A5\u0007 — żółty 📎\uD800 koniec\tlinia\n';
    expect(escapeXml(text)).toBe('Zeszyt A5 — żółty 📎 koniec\tlinia\n');
    expect(() => parseXml(`<a>${escapeXml(text)}</a>`)).not.toThrow();
  });

  it('a CDATA section survives "]]>" inside the text', () => {
    const text = 'a]]>b <i>c</i> & d';
    const document = parseXml(`<a>${cdata(text)}</a>`);
    expect(document.val).toBe(text);
  });

  it('an element without text is left out', () => {
    expect(textElement('lastmod', undefined)).toBe('');
    expect(textElement('lastmod', null)).toBe('');
    expect(textElement('g:brand', 'A&B')).toBe('<g:brand>A&amp;B</g:brand>');
  });
});

describe('plain text of the API’s HTML', () => {
  it('removes tags, scripts and comments, decodes entities, collapses white space', () => {
    const html = '<p><strong>Papier&nbsp;ksero</strong> A4 &amp; A3</p>\n<ul><li>80 g/m&#178;</li><li>&lt;biały&gt; &#x2013; &quot;CIE 161&quot;</li></ul><!-- x --><script>alert(1)</script>';
    expect(plainText(html)).toBe('Papier ksero A4 & A3 80 g/m²; <biały> – "CIE 161"');
  });

  it('cuts a long text at a word’s end with an ellipsis, within the limit', () => {
    const text = 'słowo '.repeat(2000).trim();
    const cut = plainText(text, 5000);
    expect(cut.length).toBeLessThanOrEqual(5000);
    expect(cut.endsWith('słowo…')).toBe(true);
    expect(shorten('krótki', 10)).toBe('krótki');
  });
});
