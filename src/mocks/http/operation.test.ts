import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoControl } from '../control';
import { badRequest } from './errors';
import { api, operation } from './operation';

const call = async (handler: ReturnType<typeof operation>) => {
  const response = await getResponse([handler], new Request('http://localhost/e-commerce/v1/test'));
  return { status: response!.status, body: response!.status === 0 ? null : await response!.json() };
};

afterEach(() => demoControl.reset());

describe('operation', () => {
  it('turns a thrown DemoHttpError into {code, message}', async () => {
    const handler = operation('testOp', 'get', api('/test'), () => {
      throw badRequest('Pole „x” jest wymagane.');
    });
    expect(await call(handler)).toEqual({ status: 400, body: { code: 'VALIDATION', message: 'Pole „x” jest wymagane.' } });
  });

  it('answers 500 INTERNAL instead of crashing on an unexpected error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = operation('testOp', 'get', api('/test'), () => {
      throw new TypeError('boom');
    });
    expect(await call(handler)).toEqual({ status: 500, body: { code: 'INTERNAL', message: 'Wystąpił błąd' } });
    spy.mockRestore();
  });

  it('applies an injected fault once, with its own code and message', async () => {
    const handler = operation('testOp', 'get', api('/test'), () => Response.json({ ok: true }));
    demoControl.failNext('testOp', 401, { code: 'INVALID-TOKEN', message: 'Sesja wygasła. Zaloguj się ponownie.' });
    expect(await call(handler)).toEqual({ status: 401, body: { code: 'INVALID-TOKEN', message: 'Sesja wygasła. Zaloguj się ponownie.' } });
    expect(await call(handler)).toEqual({ status: 200, body: { ok: true } });
    demoControl.failNext('testOp', 0);
    const network = await getResponse([handler], new Request('http://localhost/e-commerce/v1/test'));
    expect(network?.type).toBe('error');
  });

  it('answers a given body once (answerNext), then runs again', async () => {
    const handler = operation('testOp', 'get', api('/test'), () => Response.json({ ok: true }));
    demoControl.answerNext('testOp', { isValidDate: false, message: null });
    expect(await call(handler)).toEqual({ status: 200, body: { isValidDate: false, message: null } });
    expect(await call(handler)).toEqual({ status: 200, body: { ok: true } });
  });

  it('delays only the next call of the operation it names (delayNext)', async () => {
    vi.useFakeTimers();
    try {
      const slow = operation('slowOp', 'get', api('/test'), () => Response.json({ op: 'slow' }));
      const other = operation('otherOp', 'get', api('/test'), () => Response.json({ op: 'other' }));
      demoControl.delayNext('slowOp', 11_000);
      let answered = false;
      const delayed = call(slow).then((result) => {
        answered = true;
        return result;
      });
      // Another operation answers at once while the delayed call waits.
      await vi.advanceTimersByTimeAsync(0);
      expect(await call(other)).toEqual({ status: 200, body: { op: 'other' } });
      await vi.advanceTimersByTimeAsync(10_900);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(await delayed).toEqual({ status: 200, body: { op: 'slow' } });
      // The delay was for one call: the next one answers at once.
      expect(await call(slow)).toEqual({ status: 200, body: { op: 'slow' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
