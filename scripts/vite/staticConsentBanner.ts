import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CONSENT_COOKIE } from '../../src/domain/consent.ts';
import { EARLY_ACTION, STATIC_BANNER_ID, TAKEN_OVER, bannerTexts, collapsedBannerMarkup, type BannerTexts } from '../../src/storefront/build.ts';

const LANGUAGES = ['pl', 'en'] as const;

function markupFor(language: (typeof LANGUAGES)[number]): string {
  const layout = JSON.parse(readFileSync(resolve(process.cwd(), `src/i18n/locales/${language}/layout.json`), 'utf8'));
  return collapsedBannerMarkup(bannerTexts((key: keyof BannerTexts) => String(layout.consent[key])));
}

/**
 * A first-time visitor sees the cookie banner with the page's first paint: a small inline script
 * at the end of <body> writes its first state (in the URL's language) unless the consent cookie
 * already holds a choice. Its styles are in the stylesheet index.html carries inline; the app takes
 * the banner over when it starts (src/storefront/consent/CollapsedBanner.tsx).
 */
export function staticConsentBanner(): Plugin {
  return {
    name: 'spinacz-static-consent-banner',
    apply: 'build',
    transformIndexHtml() {
      const [pl, en] = LANGUAGES.map(markupFor);
      const decided = `(?:^|;\\s*)${CONSENT_COOKIE}=p[01]s[01]m[01](?:;|$)`;
      // A click before the app has taken the banner over is kept on the banner (and a decision
      // hides it at once); the app carries it out when it starts.
      const code =
        `(function(){if(new RegExp(${JSON.stringify(decided)}).test(document.cookie))return;` +
        `var p=location.pathname;document.currentScript.insertAdjacentHTML('beforebegin',p==='/en'||p.indexOf('/en/')===0?${JSON.stringify(en)}:${JSON.stringify(pl)});` +
        `var b=document.getElementById(${JSON.stringify(STATIC_BANNER_ID)});b.addEventListener('click',function(e){` +
        `var t=e.target.closest&&e.target.closest('[data-consent-action]');if(!t||b.hasAttribute(${JSON.stringify(TAKEN_OVER)}))return;` +
        `var a=t.getAttribute('data-consent-action');b.setAttribute(${JSON.stringify(EARLY_ACTION)},a);if(a!=='customise')b.hidden=true})})()`;
      return [{ tag: 'script', children: code, injectTo: 'body' }];
    },
  };
}
