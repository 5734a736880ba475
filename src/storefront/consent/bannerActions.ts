/** The buttons of the banner's first state (bannerMarkup.ts writes them, CollapsedBanner listens to them). */
export type BannerAction = 'reject' | 'accept' | 'customise';

/** The banner action of a click inside the banner, if the click was on one of its buttons. */
export function bannerActionOf(target: EventTarget | null): BannerAction | null {
  if (!(target instanceof Element)) return null;
  return asAction(target.closest('[data-consent-action]')?.getAttribute('data-consent-action'));
}

export function asAction(value: string | null | undefined): BannerAction | null {
  return value === 'reject' || value === 'accept' || value === 'customise' ? value : null;
}
