// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { storeRequestedPath, takeRequestedPath } from './requestedPath';

describe('requested path', () => {
  it('is read once', () => {
    storeRequestedPath('/moje-konto/zamowienia?x=1');
    expect(takeRequestedPath()).toBe('/moje-konto/zamowienia?x=1');
    expect(takeRequestedPath()).toBeNull();
  });
  it('ignores other sites', () => {
    storeRequestedPath('//evil.example');
    expect(takeRequestedPath()).toBeNull();
  });
});
