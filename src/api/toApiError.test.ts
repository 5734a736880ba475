import { describe, expect, it } from 'vitest';
import { toApiError } from './mutator';

describe('an error answer as the shop reads it', () => {
  it('the web server saying the API is down (503, NETWORK) is a dropped connection, whatever its message', () => {
    const error = toApiError(503, { code: 'NETWORK', message: 'Serwer API nie odpowiada.' });
    expect([error.status, error.code, error.message]).toEqual([0, 'NETWORK', '']);
  });

  it('any other 503 stays a server error with its own code and message', () => {
    const error = toApiError(503, { code: 'UNAVAILABLE', message: 'Przerwa techniczna.' });
    expect([error.status, error.code, error.message]).toEqual([503, 'UNAVAILABLE', 'Przerwa techniczna.']);
  });

  it('an answer without the error shape gets an HTTP code and no message', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect([error.status, error.code, error.message]).toEqual([502, 'HTTP-502', '']);
  });
});
