/** The mobile category menu (spec §2, §9): a tree walked level by level, at most 5 levels deep. */
import { MOBILE_MENU_DEPTH } from './menuDepth';

export { DESKTOP_MENU_DEPTH, MOBILE_MENU_DEPTH } from './menuDepth';

export interface TreeNode {
  id: number;
  children: TreeNode[];
}

/** The nodes shown for a path of opened ids (root when empty); [] when the path is broken. */
export function nodesAt<T extends TreeNode>(roots: readonly T[], path: readonly number[]): T[] {
  let nodes: readonly T[] = roots;
  for (const id of path) {
    const next = nodes.find((node) => node.id === id);
    if (!next) return [];
    nodes = next.children as T[];
  }
  return [...nodes];
}

/** The opened nodes along a path, for the "back" label and the "all in …" link. */
export function trail<T extends TreeNode>(roots: readonly T[], path: readonly number[]): T[] {
  const result: T[] = [];
  let nodes: readonly T[] = roots;
  for (const id of path) {
    const next = nodes.find((node) => node.id === id);
    if (!next) break;
    result.push(next);
    nodes = next.children as T[];
  }
  return result;
}

/** Whether a node opens a deeper level (it has children and the depth allows one more level). */
export function canOpen(node: TreeNode, depth: number, maxDepth = MOBILE_MENU_DEPTH): boolean {
  return node.children.length > 0 && depth + 1 < maxDepth;
}

export function openLevel(path: readonly number[], id: number, maxDepth = MOBILE_MENU_DEPTH): number[] {
  return path.length + 1 < maxDepth ? [...path, id] : [...path];
}

export function goBack(path: readonly number[]): number[] {
  return path.slice(0, -1);
}
