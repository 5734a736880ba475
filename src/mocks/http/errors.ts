import { HttpResponse } from 'msw';

/** An error a resolver throws; the operation wrapper turns it into `{code, message}` with the status. */
export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields of the error body (e.g. similar products of a 410). */
    readonly extra?: Record<string, unknown>,
    /** Headers of the answer (e.g. Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DemoHttpError';
  }
}

export const MESSAGES = {
  internal: 'Wystąpił błąd',
  invalidToken: 'Sesja wygasła. Zaloguj się ponownie.',
  accountDeactivated: 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.',
  missingToken: 'Brak tokenu dostępu. Zaloguj się ponownie.',
  invalidCredentials: 'Nieprawidłowy login lub hasło.',
  loginRequired: 'Ta funkcja jest dostępna po zalogowaniu.',
  notFound: 'Nie znaleziono zasobu.',
  productNotFound: 'Nie znaleziono produktu.',
  productGone: 'Przepraszamy, ten produkt nie jest już w naszej ofercie.',
  invalidJson: 'Nieprawidłowy format danych – oczekiwano JSON.',
} as const;

export const badRequest = (message: string, code = 'VALIDATION') => new DemoHttpError(400, code, message);
export const notFound = (message: string = MESSAGES.notFound) => new DemoHttpError(404, 'NOT-FOUND', message);
export const forbidden = (message: string) => new DemoHttpError(403, 'FORBIDDEN', message);

export function errorResponse(status: number, code: string, message: string, extra?: Record<string, unknown>, headers?: Record<string, string>): Response {
  return HttpResponse.json({ code, message, ...extra }, { status, headers });
}

/** A JSON response; `no-store` since the demo's data is per user and changes. */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'Cache-Control': 'no-store' } });
}
