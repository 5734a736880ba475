/**
 * The cookie banner's first state (title, text and the three buttons) as HTML. The build writes it
 * into index.html for first-time visitors, so the banner is on screen before the app's scripts have
 * arrived; the app then takes it over (ConsentBanner). The app renders the same markup itself when
 * index.html did not carry it (development, tests, an unreadable consent cookie). Global class
 * names: consentBanner.css and the button looks of controls.module.css.
 */
import type { BannerAction } from './bannerActions';
import { EARLY_ACTION, STATIC_BANNER_ID, TAKEN_OVER } from './staticBanner';

export interface BannerTexts {
  title: string;
  text: string;
  rejectAll: string;
  acceptAll: string;
  customise: string;
}

/** The banner texts from a lookup of the `consent.*` keys of the layout texts (the app's t, or the locale file). */
export function bannerTexts(consentText: (key: keyof BannerTexts) => string): BannerTexts {
  return {
    title: consentText('title'),
    text: consentText('text'),
    rejectAll: consentText('rejectAll'),
    acceptAll: consentText('acceptAll'),
    customise: consentText('customise'),
  };
}

export { EARLY_ACTION, STATIC_BANNER_ID, TAKEN_OVER };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const button = (action: BannerAction, look: string, label: string) =>
  `<button type="button" class="button-base button ${look}" data-consent-action="${action}">${escapeHtml(label)}</button>`;

export function collapsedBannerMarkup(texts: BannerTexts, id = STATIC_BANNER_ID): string {
  return (
    `<section id="${id}" class="consent-banner" tabindex="-1" aria-labelledby="${id}-title">` +
    `<div class="page-container consent-banner__inner">` +
    `<h2 id="${id}-title" class="consent-banner__title">${escapeHtml(texts.title)}</h2>` +
    `<p class="consent-banner__text">${escapeHtml(texts.text)}</p>` +
    `<div class="consent-banner__actions">` +
    button('reject', 'button-contained consent-banner__equal', texts.rejectAll) +
    button('accept', 'button-contained consent-banner__equal', texts.acceptAll) +
    button('customise', 'button-text', texts.customise) +
    `</div></div></section>`
  );
}
