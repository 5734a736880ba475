// @vitest-environment jsdom
/** The delivery-date messages of spec §8 with the demo API answering, refusing and failing (MSW override). */
import '../../i18n';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn, setupDemoApi } from '../../../tests/setup/demoApi';
import { COOKIE, writeCookie } from '../../api/cookies';
import { demoControl } from '../../mocks';
import type { AccountCheckoutValues } from './checkoutSchema';
import { useDeliveryDateCheck } from './useDeliveryDateCheck';

const server = setupDemoApi();
const form = { getValues: ((_name: string) => '') as unknown as (() => AccountCheckoutValues) & ((name: string) => string) };

beforeEach(async () => {
  writeCookie(COOKIE.auth, await logIn('kupiec@firma.demo'), 3600);
});
afterEach(() => server.resetHandlers());

async function checkDate(date: string) {
  const { result } = renderHook(() => useDeliveryDateCheck(form as never));
  await act(async () => {
    await result.current.check(date, '');
  });
  return result.current.problem;
}

describe('delivery date check (§8)', () => {
  it('a refused date shows the server message', async () => {
    expect(await checkDate('2020-01-02')).toMatch(/minął/);
  });

  it('a refusal without a message shows "Wybrany termin dostawy jest niedostępny."', async () => {
    server.use(http.get('*/e-commerce/v1/checkout/validate-user-delivery-date', () => HttpResponse.json({ isValidDate: false, message: null })));
    expect(await checkDate('2030-01-02')).toBe('Wybrany termin dostawy jest niedostępny.');
  });

  it('a failed check shows "Podczas sprawdzania daty dostawy wystąpił błąd."', async () => {
    demoControl.failNext('validateUserDeliveryDate', 500);
    expect(await checkDate('2030-01-02')).toBe('Podczas sprawdzania daty dostawy wystąpił błąd.');
  });
});
