import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttlCache';

describe('response cache', () => {
  it('keeps an entry for an hour', () => {
    let time = 0;
    const cache = createTtlCache<number>({ now: () => time });
    cache.set('a', 1);
    time = 3_599_999;
    expect(cache.get('a')).toBe(1);
    time = 3_600_000;
    expect(cache.get('a')).toBeUndefined();
  });
  it('holds at most 500 entries, dropping the least recently used', () => {
    const cache = createTtlCache<number>();
    for (let index = 0; index < 500; index += 1) cache.set(`k${index}`, index);
    cache.get('k0');
    cache.set('new', 1);
    expect(cache.size).toBe(500);
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k1')).toBeUndefined();
  });
});
