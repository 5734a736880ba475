import { localePath } from '../../routing/routes';
import { breadcrumbSiblings } from '../../domain/breadcrumbs';
import type { Breadcrumb } from '../../generated/model';
import type { Crumb } from '../../ui/Breadcrumbs';
import { useCategoryTree } from './useCategoryTree';

/**
 * Crumbs of a category path, each with its sibling categories as a dropdown (spec §2); the crumb
 * of `currentSlug` has no link (it is the page itself).
 */
export function useCategoryCrumbs(path: readonly Breadcrumb[], currentSlug?: string): Crumb[] {
  const tree = useCategoryTree();
  const siblings = breadcrumbSiblings(tree.data?.categories ?? [], path.map((crumb) => crumb.slug));
  return path.map((crumb, index) => ({
    label: crumb.name,
    ...(crumb.slug === currentSlug ? {} : { href: localePath('category-slug', { slug: crumb.slug }) }),
    siblings: (siblings[index] ?? []).map((sibling) => ({ label: sibling.name, href: localePath('category-slug', { slug: sibling.slug }) })),
  }));
}
