import { describe, expect, it } from 'vitest';
import { breadcrumbSiblings } from './breadcrumbs';

const tree = [
  { slug: 'papier', name: 'Papier', children: [
    { slug: 'ksero', name: 'Papier ksero', children: [{ slug: 'a4', name: 'A4', children: [] }, { slug: 'a3', name: 'A3', children: [] }] },
    { slug: 'zeszyty', name: 'Zeszyty', children: [] },
  ] },
  { slug: 'tonery', name: 'Tonery', children: [] },
];

describe('breadcrumbSiblings', () => {
  it('lists the other categories at each level of the path', () => {
    expect(breadcrumbSiblings(tree, ['papier', 'ksero', 'a4'])).toEqual([
      [{ slug: 'tonery', name: 'Tonery' }],
      [{ slug: 'zeszyty', name: 'Zeszyty' }],
      [{ slug: 'a3', name: 'A3' }],
    ]);
  });
  it('gives empty lists where the tree does not reach', () => {
    expect(breadcrumbSiblings(tree, ['nieznana', 'x'])).toEqual([[{ slug: 'papier', name: 'Papier' }, { slug: 'tonery', name: 'Tonery' }], []]);
    expect(breadcrumbSiblings([], ['papier'])).toEqual([[]]);
  });
});
