import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { activationOutcome } from './activationOutcome';

describe('activationOutcome', () => {
  it.each([
    [new ApiError(409, 'ALREADY-ACTIVATED', 'Konto zostało już aktywowane. Możesz się zalogować.'), 'already'],
    [new ApiError(409, 'LINK-EXPIRED', 'Link aktywacyjny wygasł.'), 'expired'],
    [new ApiError(409, 'EMAIL-TAKEN', 'Konto z adresem … już istnieje.'), 'emailTaken'],
    [new ApiError(404, 'NOT-FOUND', 'Nie znaleźliśmy tego linku.'), 'unknown'],
    [new ApiError(500, 'INTERNAL', 'Wystąpił błąd'), 'failed'],
    [new ApiError(0, 'NETWORK', ''), 'failed'],
    [new Error('boom'), 'failed'],
  ])('%s → %s', (error, outcome) => expect(activationOutcome(error)).toBe(outcome));
});
