import { describe, expect, it } from 'vitest';
import { canOpen, goBack, nodesAt, openLevel, trail } from './menuTree';

const leaf = (id: number) => ({ id, children: [] });
const tree = [{ id: 1, children: [{ id: 11, children: [{ id: 111, children: [leaf(1111)] }] }] }, leaf(2)];

describe('mobile menu tree', () => {
  it('walks down and back', () => {
    expect(nodesAt(tree, []).map((node) => node.id)).toEqual([1, 2]);
    expect(nodesAt(tree, [1]).map((node) => node.id)).toEqual([11]);
    expect(nodesAt(tree, [1, 11]).map((node) => node.id)).toEqual([111]);
    expect(trail(tree, [1, 11]).map((node) => node.id)).toEqual([1, 11]);
    expect(goBack([1, 11])).toEqual([1]);
    expect(goBack([])).toEqual([]);
  });
  it('returns nothing for a broken path', () => {
    expect(nodesAt(tree, [9])).toEqual([]);
  });
  it('goes at most 5 levels deep', () => {
    expect(openLevel([1, 2, 3], 4)).toEqual([1, 2, 3, 4]);
    expect(openLevel([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
    expect(canOpen(tree[0], 0)).toBe(true);
    expect(canOpen(tree[0], 4)).toBe(false);
    expect(canOpen(leaf(3), 0)).toBe(false);
  });
});
