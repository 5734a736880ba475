// @vitest-environment jsdom
import type { HtmlTagDescriptor } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { staticConsentBanner } from './staticConsentBanner';

/** Runs the plugin's inline script where index.html has it: at the end of <body>. */
function runInlineScript(): void {
  const hook = staticConsentBanner().transformIndexHtml as () => HtmlTagDescriptor[];
  const [tag] = hook();
  const marker = document.createElement('script');
  document.body.append(marker);
  Object.defineProperty(document, 'currentScript', { value: marker, configurable: true });
  new Function(String(tag.children))();
}

const banner = () => document.getElementById('consent-static');

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'spinacz_consent=; max-age=0';
  window.history.pushState({}, '', '/');
});

describe('the cookie banner of index.html', () => {
  it('shows a first-time visitor the banner in Polish, with its three buttons', () => {
    runInlineScript();
    expect(banner()?.querySelector('h2')?.textContent).toBe('Szanujemy Twoją prywatność');
    expect([...(banner()?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Odrzuć wszystkie', 'Akceptuj wszystkie', 'Wybierz rodzaje']);
  });

  it('speaks English under /en', () => {
    window.history.pushState({}, '', '/en/cart');
    runInlineScript();
    expect(banner()?.querySelector('h2')?.textContent).toBe('We respect your privacy');
  });

  it('is not shown once the visitor has decided', () => {
    document.cookie = 'spinacz_consent=p0s1m0';
    runInlineScript();
    expect(banner()).toBeNull();
  });

  it('keeps a decision clicked before the app started, and hides at once', () => {
    runInlineScript();
    const accept = [...(banner()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Akceptuj wszystkie');
    accept?.click();
    expect(banner()?.getAttribute('data-early-action')).toBe('accept');
    expect(banner()?.hidden).toBe(true);
  });

  it('leaves the clicks to the app once it has taken the banner over', () => {
    runInlineScript();
    banner()?.setAttribute('data-app', '');
    banner()?.querySelector('button')?.click();
    expect(banner()?.hasAttribute('data-early-action')).toBe(false);
    expect(banner()?.hidden).toBe(false);
  });
});
