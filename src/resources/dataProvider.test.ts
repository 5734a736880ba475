import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { dataProvider, resourceBindings, toHttpError } from './dataProvider';

const TEST_RESOURCE = 'test-resource';

afterEach(() => {
  delete resourceBindings[TEST_RESOURCE];
});

describe('toHttpError', () => {
  it('keeps the status, code and message, and puts a 400 field error where a form finds it', () => {
    expect(toHttpError(new ApiError(400, 'VALIDATION', 'Nieprawidłowy kod pocztowy.', { field: 'zip' }))).toEqual({
      message: 'Nieprawidłowy kod pocztowy.', statusCode: 400, code: 'VALIDATION', errors: { zip: 'Nieprawidłowy kod pocztowy.' },
    });
    expect(toHttpError(new ApiError(403, 'FORBIDDEN', 'Brak uprawnień.', { field: 'zip' }))).toEqual({ message: 'Brak uprawnień.', statusCode: 403, code: 'FORBIDDEN' });
    expect(toHttpError(new Error('boom'))).toEqual({ message: 'boom', statusCode: 500 });
  });
});

describe('dataProvider create and custom', () => {
  it('creates through the binding and refuses resources without one', async () => {
    resourceBindings[TEST_RESOURCE] = { list: async () => ({ data: [], total: 0 }), create: async (values: { name: string }) => ({ data: { id: 1, ...values } }) };
    expect(await dataProvider.create({ resource: TEST_RESOURCE, variables: { name: 'A' } })).toEqual({ data: { id: 1, name: 'A' } });
    await expect(dataProvider.create({ resource: 'sales-orders', variables: {} })).rejects.toMatchObject({ statusCode: 500 });
  });

  it('runs an action of one record with an id and an action of the whole resource without one', async () => {
    resourceBindings[TEST_RESOURCE] = {
      list: async () => ({ data: [], total: 0 }),
      actions: { read: async (id) => ({ data: { read: id } }) },
      collectionActions: { readAll: async () => ({ data: { countUnread: 0 } }) },
    };
    const custom = dataProvider.custom!;
    expect(await custom({ url: '', method: 'post', meta: { resource: TEST_RESOURCE, action: 'read', id: 7 } })).toEqual({ data: { read: 7 } });
    expect(await custom({ url: '', method: 'post', meta: { resource: TEST_RESOURCE, action: 'readAll' } })).toEqual({ data: { countUnread: 0 } });
    // An action of a record is not one of the resource, and the other way round.
    await expect(custom({ url: '', method: 'post', meta: { resource: TEST_RESOURCE, action: 'read' } })).rejects.toMatchObject({ statusCode: 500 });
    await expect(custom({ url: '', method: 'post', meta: { resource: TEST_RESOURCE, action: 'readAll', id: 7 } })).rejects.toMatchObject({ statusCode: 500 });
  });

  it('passes an API error of an action on as refine\'s error', async () => {
    resourceBindings[TEST_RESOURCE] = {
      list: async () => ({ data: [], total: 0 }),
      collectionActions: { fail: async () => { throw new ApiError(404, 'NOT-FOUND', 'Nie znaleziono.'); } },
    };
    await expect(dataProvider.custom!({ url: '', method: 'post', meta: { resource: TEST_RESOURCE, action: 'fail' } })).rejects.toEqual({ message: 'Nie znaleziono.', statusCode: 404, code: 'NOT-FOUND' });
  });
});
