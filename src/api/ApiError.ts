/** The one error shape every failed API call is normalised to. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The parsed response body, when there was one (e.g. a 410 "product gone" payload). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An answer that will not change if asked again at once: the thing is unknown (404) or no longer offered (410). */
export const isSettledError = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 410);

/** The server's message when it sent one, else the given fallback (spec §8). */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message && error.code !== 'NETWORK' ? error.message : fallback;
