/** The language of a request: English when the client asks for it first, else Polish (the shop's default). */
export type DemoLocale = 'pl' | 'en';

/** Reads `Accept-Language` ("en", "en-GB,en;q=0.9", "pl-PL"...). */
export function requestLocale(request: Request): DemoLocale {
  const first = (request.headers.get('Accept-Language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}

/** An explicit `locale` parameter wins over the header. */
export const localeOf = (request: Request, explicit?: string | null): DemoLocale =>
  explicit === 'en' || explicit === 'pl' ? explicit : requestLocale(request);
