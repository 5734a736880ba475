import { describe, expect, it } from 'vitest';
import { blogPageSize, withoutArticle } from './blog';

describe('blog page size', () => {
  it('is 12, 24 or 36', () => {
    expect(blogPageSize(null)).toBe(12);
    expect(blogPageSize('24')).toBe(24);
    expect(blogPageSize('36')).toBe(36);
    expect(blogPageSize('50')).toBe(12);
    expect(blogPageSize('x')).toBe(12);
  });
  it('drops the current article from related ones', () => {
    expect(withoutArticle([{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }, { slug: 'd' }, { slug: 'e' }], 'b')).toEqual([{ slug: 'a' }, { slug: 'c' }, { slug: 'd' }]);
  });
});
