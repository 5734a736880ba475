import { describe, expect, it } from 'vitest';
import { displayName, isLoggedInRole, netPriceCookieMeansNet } from './user';

describe('user rules', () => {
  it('treats roleId 0 as the guest', () => {
    expect(isLoggedInRole(0)).toBe(false);
    expect(isLoggedInRole(undefined)).toBe(false);
    expect(isLoggedInRole(3)).toBe(true);
  });
  it('shows the full name, else the login', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Kowalska', login: 'a@b.pl' })).toBe('Anna Kowalska');
    expect(displayName({ firstName: '', lastName: '', login: 'a@b.pl' })).toBe('a@b.pl');
  });
  it('reads the net-price cookie', () => {
    expect(netPriceCookieMeansNet('1')).toBe(true);
    expect(netPriceCookieMeansNet(undefined)).toBe(false);
    expect(netPriceCookieMeansNet('0')).toBe(false);
  });
});
