import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../generated/model';
import { isCurrentEntry, navEntries } from './accountMenu';

const item = (slug: string, to: string | null, href: string | null = null): MenuItem => ({
  slug, name: slug.toUpperCase(), href, to, count: null, altSlug: null, children: [],
});

describe('account navigation', () => {
  it('marks the account root only on itself, other entries on their sub-pages too', () => {
    expect(isCurrentEntry('/moje-konto', '/moje-konto', '/moje-konto')).toBe(true);
    expect(isCurrentEntry('/moje-konto', '/moje-konto/zamowienia', '/moje-konto')).toBe(false);
    expect(isCurrentEntry('/moje-konto/zamowienia', '/moje-konto/zamowienia/17', '/moje-konto')).toBe(true);
    expect(isCurrentEntry('/moje-konto/zamowienia', '/moje-konto/zamowienia-oczekujace', '/moje-konto')).toBe(false);
    expect(isCurrentEntry('/moje-konto/zamowienia-oczekujace', '/moje-konto/zamowienia-oczekujace/', '/moje-konto')).toBe(true);
  });

  it('draws entries with a link and leaves out those without', () => {
    const entries = navEntries([item('pulpit', 'dashboard'), item('zewn', null, 'https://pomoc.example'), item('pusty', null)], (entry) =>
      entry.to ? `/x/${entry.to}` : entry.href,
    );
    expect(entries.map(({ key, href, label, to }) => ({ key, href, label, to }))).toEqual([
      { key: 'pulpit', href: '/x/dashboard', label: 'PULPIT', to: 'dashboard' },
      { key: 'zewn', href: 'https://pomoc.example', label: 'ZEWN', to: null },
    ]);
    expect(entries[0].item?.slug).toBe('pulpit');
  });
});
