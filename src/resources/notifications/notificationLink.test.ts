import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notificationLink';

describe('notificationTarget', () => {
  it('opens shop paths in the page language', () => {
    expect(notificationTarget('/moje-konto/zamowienia/123', 'pl')).toEqual({ kind: 'internal', href: '/moje-konto/zamowienia/123' });
    expect(notificationTarget('/moje-konto/zamowienia/123', 'en')).toEqual({ kind: 'internal', href: '/en/my-account/orders/123' });
    expect(notificationTarget('/en/my-account/orders/7', 'en')).toEqual({ kind: 'internal', href: '/en/my-account/orders/7' });
    expect(notificationTarget('/moje-konto/raporty?x=1', 'en')).toEqual({ kind: 'internal', href: '/en/my-account/reports?x=1' });
  });

  it('keeps http(s) addresses and refuses anything else', () => {
    expect(notificationTarget('https://kurier.example/sledzenie/1', 'pl')).toEqual({ kind: 'external', href: 'https://kurier.example/sledzenie/1' });
    expect(notificationTarget(null, 'pl')).toBeNull();
    expect(notificationTarget('  ', 'pl')).toBeNull();
    expect(notificationTarget('javascript:alert(1)', 'pl')).toBeNull();
    expect(notificationTarget('//evil.example/x', 'pl')).toBeNull();
  });
});
