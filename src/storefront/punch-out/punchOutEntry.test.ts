import { describe, expect, it } from 'vitest';
import { readOciEntry, withoutPassword } from './punchOutEntry';

describe('readOciEntry', () => {
  it('reads USERNAME, PASSWORD, HOOK_URL and ~TARGET of an OCI call', () => {
    const search = `?USERNAME=kupiec%40firma.demo&PASSWORD=Spinacz123!&HOOK_URL=${encodeURIComponent('https://srm.firma.pl/oci?sap-client=100&x=1')}&~TARGET=_top`;
    expect(readOciEntry(search)).toEqual({
      isCall: true, username: 'kupiec@firma.demo', password: 'Spinacz123!', hookUrl: 'https://srm.firma.pl/oci?sap-client=100&x=1', target: '_top', missing: [],
    });
  });

  it('ignores the case of the names and takes returntarget as the target', () => {
    expect(readOciEntry('?username=a&password=b&hook_url=https://x.pl&~Target=_parent')).toMatchObject({ username: 'a', password: 'b', hookUrl: 'https://x.pl', target: '_parent' });
    expect(readOciEntry('?USERNAME=a&PASSWORD=b&HOOK_URL=https://x.pl&returntarget=_top').target).toBe('_top');
    expect(readOciEntry('?USERNAME=a&PASSWORD=b&HOOK_URL=https://x.pl').target).toBeNull();
  });

  it('names the missing parameters; a URL without any is no call', () => {
    expect(readOciEntry('?USERNAME=kupiec%40firma.demo&HOOK_URL=')).toMatchObject({ isCall: true, missing: ['PASSWORD', 'HOOK_URL'] });
    expect(readOciEntry('')).toMatchObject({ isCall: false, missing: ['USERNAME', 'PASSWORD', 'HOOK_URL'] });
  });

  it('keeps spaces of a password', () => {
    expect(readOciEntry('?USERNAME=a&PASSWORD=+ab+&HOOK_URL=https://x.pl').password).toBe(' ab ');
  });
});

describe('withoutPassword', () => {
  it('drops the password and keeps the rest', () => {
    expect(withoutPassword('?USERNAME=a&password=b&HOOK_URL=https%3A%2F%2Fx.pl')).toBe('?USERNAME=a&HOOK_URL=https%3A%2F%2Fx.pl');
    expect(withoutPassword('?PASSWORD=b')).toBe('');
  });
});
