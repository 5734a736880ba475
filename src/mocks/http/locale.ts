/** The language of a request: English when the client asks for it first, else Polish (the shop's default). */
export type DemoLocale = 'pl' | 'en';

/** Reads an `Accept-Language` value ("en", "en-GB,en;q=0.9", "pl-PL"...). */
export function localeOfAcceptLanguage(value: string | null | undefined): DemoLocale {
  const first = (value ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}

/** The language of a request's `Accept-Language`. */
export const requestLocale = (request: Request): DemoLocale => localeOfAcceptLanguage(request.headers.get('Accept-Language'));

/** An explicit `locale` parameter wins over the header. */
export const localeOf = (request: Request, explicit?: string | null): DemoLocale =>
  explicit === 'en' || explicit === 'pl' ? explicit : requestLocale(request);
