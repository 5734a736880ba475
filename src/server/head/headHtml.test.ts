import { describe, expect, it } from 'vitest';
import { withHead } from './pageAnswer';
import { publicHead } from './pageHead';

const INDEX = '<!doctype html><html lang="pl"><head><title>Spinacz</title><meta name="description" content="x"></head><body></body></html>';
const URL_OF = new URL('https://spinacz.test/produkt/a');

describe('a page head written into the HTML', () => {
  it('keeps a name with markup in it text, in the title, the attributes and the JSON-LD', () => {
    const name = 'Taśma "Super" </title><script>alert(1)</script> & klej';
    const html = withHead(INDEX, publicHead({ title: name, description: `${name} – opis`, openGraph: { type: 'product' }, jsonLd: [{ name: `${name}</script>` }] }), URL_OF, 'https://spinacz.test');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Taśma "Super" &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; klej | Spinacz</title>');
    expect(html).toContain('content="Taśma &quot;Super&quot; &lt;/title&gt;');
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)![1];
    expect(json).not.toContain('</');
    expect((JSON.parse(json) as { name: string }).name).toBe(`${name}</script>`);
  });

  it('replaces the shop\'s description instead of adding a second one, and sets the language', () => {
    const html = withHead(INDEX, publicHead({ title: 'Cart', description: 'Opis' }), new URL('https://spinacz.test/en/cart'), 'https://spinacz.test');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<html lang="en"');
  });
});
