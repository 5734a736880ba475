import { localeFromPath, switchLocalePath, type Locale } from '../../routing/routes';

/** Where a notification leads: a page of the shop (opened in the app) or another site. */
export type NotificationTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/**
 * A notification's `link` → where its button leads. The API gives shop paths in Polish
 * (`/moje-konto/zamowienia/123`); an English page gets the same page in English. Only shop paths
 * and http(s) addresses are followed: anything else (`javascript:`, `//host`) has no button.
 */
export function notificationTarget(link: string | null | undefined, locale: Locale): NotificationTarget | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return { kind: 'internal', href: localeFromPath(value.split(/[?#]/)[0]) === locale ? value : switchLocalePath(value, locale) };
  }
  if (/^https?:\/\/[^/]/i.test(value)) return { kind: 'external', href: value };
  return null;
}
