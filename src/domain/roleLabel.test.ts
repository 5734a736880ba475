import { describe, expect, it } from 'vitest';
import { roleLabelKey } from './roleLabel';

describe('roleLabelKey', () => {
  it('names a company user’s role', () => {
    expect(roleLabelKey({ roleName: 'buyer' }, { isPrivateCustomer: false })).toBe('common:roles.buyer');
    expect(roleLabelKey({ roleName: 'admin' }, { isPrivateCustomer: false })).toBe('common:roles.admin');
  });

  it('names no role for a private customer (never "Administrator")', () => {
    expect(roleLabelKey({ roleName: 'admin' }, { isPrivateCustomer: true })).toBeNull();
    expect(roleLabelKey({ roleName: 'admin' }, null)).toBeNull();
  });
});
