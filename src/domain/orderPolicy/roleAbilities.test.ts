import { describe, expect, it } from 'vitest';
import { mayCallOperation, ONLY_DATA_ALLOWED_OPERATIONS, onlyDataMessage } from './roleAbilities';

describe('mayCallOperation', () => {
  it('lets every role read', () => {
    expect(mayCallOperation('onlyData', 'getSalesOrders', 'GET')).toBe(true);
    expect(mayCallOperation('onlyData', 'getSalesOrders', 'head')).toBe(true);
  });

  it('refuses the data-only role every state change outside its personal list', () => {
    for (const operationId of ['addToCurrentCart', 'placeOrder', 'createShoppingList', 'createReport', 'deleteReport', 'addSalesOrderItem', 'acceptSalesOrder', 'switchAccount', 'copySalesOrder']) {
      expect(mayCallOperation('onlyData', operationId, 'POST')).toBe(false);
    }
    expect(mayCallOperation('onlyData', 'deleteFromCurrentCart', 'DELETE')).toBe(false);
    expect(mayCallOperation('onlyData', 'updateShoppingList', 'PUT')).toBe(false);
  });

  it('lets the data-only role log in, change its own settings and mark notifications read', () => {
    expect(ONLY_DATA_ALLOWED_OPERATIONS).toEqual(expect.arrayContaining(['postToken', 'patchCurrentUserSetting', 'markNotificationRead', 'markAllNotificationsRead']));
    expect(mayCallOperation('onlyData', 'patchCurrentUserSetting', 'PATCH')).toBe(true);
    expect(mayCallOperation('onlyData', 'postToken', 'POST')).toBe(true);
  });

  it('leaves other roles to the operation itself', () => {
    for (const role of ['admin', 'buyer', 'approver']) expect(mayCallOperation(role, 'placeOrder', 'POST')).toBe(true);
  });
});

describe('onlyDataMessage', () => {
  it('speaks Polish by default and English when asked', () => {
    expect(onlyDataMessage()).toMatch(/^Twoja rola pozwala tylko przeglądać dane – /);
    expect(onlyDataMessage('en')).toMatch(/^Your role only lets you view data – /);
  });
});
