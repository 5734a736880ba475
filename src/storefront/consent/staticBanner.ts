/** The id of the banner written into index.html (bannerMarkup.ts writes it). */
export const STATIC_BANNER_ID = 'consent-static';
/** Removes the banner written into index.html (once decided, or when the choice of kinds replaces it). */
export function removeStaticBanner(): void {
  document.getElementById(STATIC_BANNER_ID)?.remove();
}
/** Set on that banner once the app listens to it. */
export const TAKEN_OVER = 'data-app';
/** A button clicked on that banner before the app took it over: the action, for the app to carry out. */
export const EARLY_ACTION = 'data-early-action';
