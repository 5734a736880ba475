/** Small rules of the shop chrome (spec §2, §4, §6, §9). */
import { formatMoney, type WrittenMoney } from './price';

/** The announcement bar shows when there is a text and it was not closed in the last 8 hours (cookie). */
export function showsAnnouncement(text: string | null | undefined, closedCookie: string | undefined): boolean {
  return Boolean(text && text.trim()) && !closedCookie;
}

/** "250,00 zł" / "PLN 250.00" from the business variables, net or gross as the user sees prices. */
export function freeDeliveryAmount(freeShipping: WrittenMoney | null | undefined, showNetPrices: boolean): string | null {
  if (!freeShipping || !(showNetPrices ? freeShipping.netFormatted : freeShipping.grossFormatted)) return null;
  return formatMoney(freeShipping, showNetPrices);
}

/** The company selector shows only when the user may switch and other accounts exist. */
export function showsCompanySelector(canSwitch: boolean | undefined, accounts: readonly unknown[] | undefined): boolean {
  return Boolean(canSwitch) && (accounts?.length ?? 0) > 0;
}

/** Categories the user may not order from are shown disabled (spec §6). */
export function isCategoryDisabled(category: { isUserAllowedToOrderItems: boolean }): boolean {
  return !category.isUserAllowedToOrderItems;
}

/** The toners-and-inks category shows the device finder in the menu. */
export function isTonersCategory(category: { slug: string; iconClass?: string | null }): boolean {
  return /toner|tusz|ink/i.test(category.slug) || /toner|ink/i.test(category.iconClass ?? '');
}

/** Page views reach the tag manager 250 ms after each route change (spec §4, §9). */
export const PAGE_VIEW_DELAY_MS = 250;

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
  page_language: string;
}

export function pageViewEvent(path: string, title: string, language: string): PageViewEvent {
  return { event: 'page_view', page_path: path, page_title: title, page_language: language };
}

/** The chat opens 2 s after its script loaded when the visitor asked for it (spec §9). */
export const CHAT_OPEN_DELAY_MS = 2000;
