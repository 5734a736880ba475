import { describe, expect, it } from 'vitest';
import { addToList, isOnList, listCount, parseList, removeFromList } from './shoppingList';

describe('local shopping list', () => {
  it('adds, counts and removes products', () => {
    const list = addToList(addToList([], 5), 9, 3);
    expect(list).toEqual([{ id: 5, quantity: 1 }, { id: 9, quantity: 3 }]);
    expect(listCount(list)).toBe(2);
    expect(isOnList(list, 9)).toBe(true);
    expect(removeFromList(list, 5)).toEqual([{ id: 9, quantity: 3 }]);
  });
  it('does not add a product twice', () => {
    expect(addToList([{ id: 5, quantity: 1 }], 5, 4)).toEqual([{ id: 5, quantity: 4 }]);
  });
  it('reads stored data defensively', () => {
    expect(parseList(null)).toEqual([]);
    expect(parseList('nope')).toEqual([]);
    expect(parseList('{"id":1}')).toEqual([]);
    expect(parseList('[{"id":1,"quantity":2},{"id":-1,"quantity":1},{"x":1}]')).toEqual([{ id: 1, quantity: 2 }]);
  });
});
