import { describe, expect, it } from 'vitest';
import {
  EVERYTHING_CONSENTED, NOTHING_CONSENTED, allowsChat, allowsReviewWidgets, allowsTagManager, parseConsent, serializeConsent, withChatConsent,
} from './consent';

describe('consent cookie', () => {
  it('round-trips a choice', () => {
    const choice = { preferences: true, statistics: false, marketing: true };
    expect(serializeConsent(choice)).toBe('p1s0m1');
    expect(parseConsent('p1s0m1')).toEqual(choice);
  });
  it('means "not decided" when absent or unreadable', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
  });
});

describe('what each script needs', () => {
  it('chat needs marketing, preferences and statistics', () => {
    expect(allowsChat(EVERYTHING_CONSENTED)).toBe(true);
    expect(allowsChat({ preferences: true, statistics: true, marketing: false })).toBe(false);
    expect(allowsChat({ preferences: false, statistics: true, marketing: true })).toBe(false);
    expect(allowsChat(null)).toBe(false);
  });
  it('tag manager needs statistics, review widgets marketing', () => {
    expect(allowsTagManager({ ...NOTHING_CONSENTED, statistics: true })).toBe(true);
    expect(allowsTagManager(NOTHING_CONSENTED)).toBe(false);
    expect(allowsReviewWidgets({ ...NOTHING_CONSENTED, marketing: true })).toBe(true);
    expect(allowsReviewWidgets(null)).toBe(false);
  });
  it('rejecting everything allows nothing', () => {
    expect([allowsChat, allowsTagManager, allowsReviewWidgets].map((allows) => allows(NOTHING_CONSENTED))).toEqual([false, false, false]);
  });
  it('the chat agreement gives what the chat needs', () => {
    expect(allowsChat(withChatConsent(NOTHING_CONSENTED))).toBe(true);
    expect(allowsChat(withChatConsent(null))).toBe(true);
  });
});
