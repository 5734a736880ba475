import { describe, expect, it } from 'vitest';
import { getProductsSearchQueryParams } from '../../generated/zod/search-and-products/search-and-products.zod';
import { getCurrentUserQueryParams } from '../../generated/zod/session-and-user/session-and-user.zod';
import { DemoHttpError } from './errors';
import { z } from 'zod';
import { polishIssueMessage } from './issueMessages';
import { MAX_TEXT_LENGTH, requireIntegers } from './schemaParse';
import { parseJsonBody, parseQuery } from './validate';

const request = (query: string) => new Request(`http://localhost/x?${query}`);

describe('parseQuery', () => {
  it('reads booleans by their words, not by zod.coerce (which makes "false" true)', () => {
    expect(parseQuery(getCurrentUserQueryParams, request('includeAcl=false&includeCustomerServicePerson=true&includeDefaultCostCenter=0'))).toEqual({
      includeAcl: false, includeCustomerServicePerson: true, includeDefaultCostCenter: false,
    });
  });

  it('turns numbers, literal unions, single-value arrays and deep objects into their types', () => {
    expect(parseQuery(getProductsSearchQueryParams, request('limit=36&period=30&categoryIds=5&filters[brand][]=pilot&filters[kolor][]=niebieski&filters[kolor][]=czarny'))).toEqual({
      limit: 36, period: 30, categoryIds: [5], filters: { brand: ['pilot'], kolor: ['niebieski', 'czarny'] },
    });
    expect(parseQuery(getProductsSearchQueryParams, request('categoryIds=5&categoryIds=7')).categoryIds).toEqual([5, 7]);
  });

  it('fails with a Polish 400 naming the field', () => {
    const attempt = (query: string) => {
      try {
        parseQuery(getProductsSearchQueryParams, request(query), ['limit']);
      } catch (error) {
        return error as DemoHttpError;
      }
      throw new Error('expected a failure');
    };
    expect(attempt('inkAndTonersOnly=maybe')).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Pole „inkAndTonersOnly” ma nieprawidłowy typ – oczekiwano: wartość logiczna (true/false).' });
    expect(attempt('limit=2.5').message).toBe('Pole „limit” musi być liczbą całkowitą.');
    expect(attempt('categoryIds=a').message).toBe('Pole „categoryIds[0]” ma nieprawidłowy typ – oczekiwano: liczba.');
    expect(attempt(`query=${'x'.repeat(201)}`).message).toBe('Pole „query” może mieć najwyżej 200 znaków.');
  });

  it('says a missing field is required', () => {
    expect(polishIssueMessage({ code: 'invalid_type', path: ['productId'], expected: 'number' })).toBe('Pole „productId” jest wymagane.');
  });
});

describe('limits zod does not know', () => {
  const refusal = (call: () => unknown) => {
    try {
      call();
    } catch (error) {
      return error as DemoHttpError;
    }
    throw new Error('expected a failure');
  };

  it('refuses text over MAX_TEXT_LENGTH where the contract sets no limit, and keeps a declared higher limit', () => {
    const search = (query: string) => parseQuery(getProductsSearchQueryParams, request(query));
    expect(refusal(() => search(`deviceModel=${'x'.repeat(MAX_TEXT_LENGTH + 1)}`))).toMatchObject({
      status: 400, message: `Pole „deviceModel” może mieć najwyżej ${MAX_TEXT_LENGTH} znaków.`, extra: { field: 'deviceModel' },
    });
    expect(search(`deviceModel=${'x'.repeat(MAX_TEXT_LENGTH)}`).deviceModel).toHaveLength(MAX_TEXT_LENGTH);
  });

  it('lets a body field declare more (a base64 attachment)', async () => {
    const attachment = z.object({ data: z.string().max(14_000_000) });
    const body = new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data: 'x'.repeat(MAX_TEXT_LENGTH * 2) }) });
    expect((await parseJsonBody(attachment, body))!.data).toHaveLength(MAX_TEXT_LENGTH * 2);
  });

  it('reads a JSON body only as JSON: text/plain (what another site’s page sends unasked) is 415', async () => {
    const schema = z.object({ name: z.string() });
    const sent = (type: string | null) =>
      new Request('http://localhost/x', { method: 'POST', headers: type === null ? {} : { 'Content-Type': type }, body: new TextEncoder().encode('{"name":"Biuro"}') });
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json', null]) {
      expect((await parseJsonBody(schema, sent(type)))!.name, String(type)).toBe('Biuro');
    }
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await parseJsonBody(schema, sent(type)).then(() => null, (error: unknown) => error);
      expect(refused, type).toMatchObject({ status: 415, code: 'UNSUPPORTED-MEDIA-TYPE' });
    }
  });

  it('refuses numbers beyond the safe integers', () => {
    expect(refusal(() => parseQuery(getProductsSearchQueryParams, request('brandId=1e20')))).toMatchObject({ status: 400, message: 'Pole „brandId” ma zbyt dużą wartość.' });
  });

  it('checks whole numbers in the items of a list', () => {
    expect(() => requireIntegers({ lines: [{ quantity: 2 }, { quantity: 3 }] }, ['lines.quantity'])).not.toThrow();
    expect(refusal(() => requireIntegers({ lines: [{ quantity: 2 }, { quantity: 1.5 }] }, ['lines.quantity']))).toMatchObject({
      status: 400, message: 'Pole „lines[1][quantity]” musi być liczbą całkowitą.', extra: { field: 'lines.1.quantity' },
    });
  });
});
