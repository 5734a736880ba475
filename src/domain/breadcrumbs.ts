/** Breadcrumbs with dropdown sub-lists (spec §2): each category crumb offers its sibling categories. */
export interface CategoryNode {
  slug: string;
  name: string;
  children: CategoryNode[];
}

export interface SiblingLink {
  slug: string;
  name: string;
}

/**
 * For a category path (slugs from the top), the other categories at each level: the top categories
 * beside the first crumb, the parent's other children beside the next ones. A level the tree does
 * not reach gets an empty list.
 */
export function breadcrumbSiblings(roots: readonly CategoryNode[], path: readonly string[]): SiblingLink[][] {
  const result: SiblingLink[][] = [];
  let level: readonly CategoryNode[] = roots;
  for (const slug of path) {
    result.push(level.filter((node) => node.slug !== slug).map(({ slug: other, name }) => ({ slug: other, name })));
    level = level.find((node) => node.slug === slug)?.children ?? [];
  }
  return result;
}
