import { describe, expect, it } from 'vitest';
import { freeDeliveryAmount, isCategoryDisabled, isTonersCategory, pageViewEvent, showsAnnouncement, showsCompanySelector } from './chrome';

describe('announcement bar', () => {
  it('shows a text unless closed', () => {
    expect(showsAnnouncement('Darmowa dostawa', undefined)).toBe(true);
    expect(showsAnnouncement('Darmowa dostawa', '1')).toBe(false);
    expect(showsAnnouncement(null, undefined)).toBe(false);
    expect(showsAnnouncement('  ', undefined)).toBe(false);
  });
});

describe('free-delivery notice', () => {
  const free = { netFormatted: '250,00', grossFormatted: '307,50', currencyPostfix: 'zł' };
  it('follows the net/gross setting', () => {
    expect(freeDeliveryAmount(free, true)).toBe('250,00\u00a0zł');
    expect(freeDeliveryAmount(free, false)).toBe('307,50\u00a0zł');
    expect(freeDeliveryAmount(null, true)).toBeNull();
    expect(freeDeliveryAmount({ netFormatted: '250.00', grossFormatted: '307.50', currencyPrefix: 'PLN', currencyPostfix: '' }, true)).toBe('PLN\u00a0250.00');
  });
});

describe('company selector', () => {
  it('needs the permission and other accounts', () => {
    expect(showsCompanySelector(true, [{}])).toBe(true);
    expect(showsCompanySelector(true, [])).toBe(false);
    expect(showsCompanySelector(false, [{}])).toBe(false);
    expect(showsCompanySelector(true, undefined)).toBe(false);
  });
});

describe('categories in the menu', () => {
  it('are disabled when the user may not order from them', () => {
    expect(isCategoryDisabled({ isUserAllowedToOrderItems: false })).toBe(true);
    expect(isCategoryDisabled({ isUserAllowedToOrderItems: true })).toBe(false);
  });
  it('knows the toners-and-inks category', () => {
    expect(isTonersCategory({ slug: 'tonery-i-tusze' })).toBe(true);
    expect(isTonersCategory({ slug: 'papier', iconClass: 'paper' })).toBe(false);
  });
});

describe('page views', () => {
  it('carry the path, title and language', () => {
    expect(pageViewEvent('/koszyk', 'Koszyk | Spinacz', 'pl')).toEqual({ event: 'page_view', page_path: '/koszyk', page_title: 'Koszyk | Spinacz', page_language: 'pl' });
  });
});
