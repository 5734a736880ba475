// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { seesGuestPage, shellVisitor, WHOLE_PAGE_MARKUP_LIMIT, withBody, withMarkup, withShell } from './body';

const INDEX = '<!doctype html><html lang="pl"><head><title>Spinacz</title></head><body><div id="root"><main class="boot"><h1>Spinacz</h1></main></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('a server-rendered page in index.html', () => {
  it('puts the body into #root, its data beside it, the screen stylesheets and the marker into the head', () => {
    const html = withBody(INDEX, {
      html: '<main><h1>Papier</h1></main>',
      data: { queries: [] },
      stylesheets: [
        { href: '/assets/ProductPage.css', css: '.title{color:red}' },
        { href: '/assets/catalogue.css', css: null },
      ],
      head: '<style id="spinacz-fonts"></style>',
      unavailable: false,
    });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('#root h1')?.textContent).toBe('Papier');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(JSON.parse(document.getElementById('spinacz-page-data')?.textContent ?? '')).toEqual({ queries: [] });
    // In the page, with a link the browser does not fetch; a stylesheet the server could not read is linked.
    expect([...document.head.querySelectorAll('style')].map((style) => style.textContent)).toContain('.title{color:red}');
    expect(document.head.querySelector('link[href="/assets/ProductPage.css"]')?.getAttribute('type')).toBe('text/x-inlined');
    expect(document.head.querySelector('link[href="/assets/catalogue.css"]')?.getAttribute('type')).toBeNull();
    expect(document.head.querySelector('meta[name="spinacz-rendered"]')).not.toBeNull();
    expect(document.head.querySelector('#spinacz-fonts')).not.toBeNull();
    // A short page's first frame waits until its markup is parsed whole (the data follows it).
    const expectLink = document.head.querySelector('link[rel="expect"]');
    expect(expectLink?.getAttribute('blocking')).toBe('render');
    expect(document.querySelector(expectLink?.getAttribute('href') ?? '#none')?.previousElementSibling?.id).toBe('root');
    // The entry starts after the page's first frame (index.html's preload script puts it back then).
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.querySelector('script[type="spinacz-deferred-module"]')?.getAttribute('src')).toBe('/assets/index.js');
  });

  it('paints a long page as it arrives: nothing holds its first frame back', () => {
    const tiles = '<li><article><h2>Papier</h2><button type="button">Dodaj do koszyka</button></article></li>';
    const page = (count: number) => `<main><ul>${tiles.repeat(count)}</ul></main>`;
    const fits = Math.floor(WHOLE_PAGE_MARKUP_LIMIT / tiles.length) - 1;
    const rendered = (markup: string) =>
      new DOMParser().parseFromString(withBody(INDEX, { html: markup, data: { queries: [] }, stylesheets: [], head: '', unavailable: false }), 'text/html');
    expect(rendered(page(fits)).head.querySelector('link[rel="expect"][blocking="render"]')).not.toBeNull();
    const long = rendered(page(fits + 2));
    expect(long.head.querySelector('[blocking]')).toBeNull();
    expect(long.querySelectorAll('#root li')).toHaveLength(fits + 2);
    expect(long.getElementById('spinacz-page-data')?.previousElementSibling?.id).toBe('root');
  });

  it('keeps data that looks like markup inside its script element', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = withBody(INDEX, { html: '<p>x</p>', data: { name, line: 'a\u2028b' }, stylesheets: [], head: '', unavailable: false });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script:not([type])')).toHaveLength(0);
    expect(JSON.parse(document.getElementById('spinacz-page-data')?.textContent ?? '')).toEqual({ name, line: 'a\u2028b' });
  });

  it('shows an error page without its data: the browser renders the page anew instead of taking it over', () => {
    const html = withMarkup(INDEX, { html: '<div class="centred"><div><h1>Wystąpił błąd</h1></div></div>', data: { queries: [] }, stylesheets: [], head: '', unavailable: true });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('#root h1')?.textContent).toBe('Wystąpił błąd');
    expect(document.getElementById('spinacz-page-data')).toBeNull();
    expect(document.querySelector('meta[name="spinacz-rendered"]')).toBeNull();
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
  });
});

describe('the page\'s shell for a visitor whose page renders in the browser', () => {
  it('puts the shell into #root with the fonts, and neither data nor the marker the browser would take it over by', () => {
    const html = withShell(INDEX, { html: '<div><header inert=""><a href="/">Spinacz</a></header><main aria-busy="true"></main></div>', head: '<style id="spinacz-fonts"></style>' });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('#root header')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('#root .boot')).toBeNull();
    expect(document.getElementById('spinacz-page-data')).toBeNull();
    expect(document.querySelector('meta[name="spinacz-rendered"]')).toBeNull();
    expect(document.head.querySelector('#spinacz-fonts')).not.toBeNull();
  });

  it.each([
    [undefined, false, null],
    ['spinacz_auth=token', false, { announcementClosed: false }],
    ['spinacz_auth=token; spinacz_page_announcement=1', true, { announcementClosed: true }],
    ['spinacz_page_announcement=1', false, { announcementClosed: true }],
    ['spinacz_net_price=1', true, null],
    ['spinacz_auth=token; spinacz_punch_out=1', false, null],
  ])('cookies %s (account page: %s) → %j', (cookies, accountPage, expected) => {
    expect(shellVisitor(cookies, accountPage)).toEqual(expected);
  });
});

describe('who is shown the page rendered for every guest', () => {
  it.each([
    [undefined, true],
    ['spinacz_consent=p1s1m1; spinacz_guest=token', true],
    ['spinacz_net_price=0', true],
    ['spinacz_auth=token', false],
    ['a=1; spinacz_auth=token', false],
    ['spinacz_net_price=1', false],
    ['spinacz_punch_out=1', false],
    ['spinacz_page_announcement=1', false],
  ])('cookies %s → %s', (cookies, expected) => {
    expect(seesGuestPage(cookies)).toBe(expected);
  });
});
