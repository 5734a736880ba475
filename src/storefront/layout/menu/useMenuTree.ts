import { useGetCategoriesTree } from '../../../generated/api/settings-and-menus/settings-and-menus';
import type { GetCategoriesTreeParams } from '../../../generated/model';
import { DESKTOP_MENU_DEPTH, MOBILE_MENU_DEPTH } from '../../../domain/menuDepth';
import { useSession } from '../../../session';

/** Desktop: 2 levels with recommended brands and product (spec §7); shared with the home category slider. */
export const DESKTOP_TREE_PARAMS: GetCategoriesTreeParams = {
  level: 1,
  nestingLevel: DESKTOP_MENU_DEPTH,
  includeRecommendedBrands: true,
  includeRecommendedItem: true,
  orderBy: 'popularity',
};

/** Mobile: 5 levels, fetched when the menu opens. */
export const MOBILE_TREE_PARAMS: GetCategoriesTreeParams = { level: 1, nestingLevel: MOBILE_MENU_DEPTH, orderBy: 'popularity' };

export function useMenuTree(variant: 'desktop' | 'mobile' = 'desktop', enabled = true) {
  const { status } = useSession();
  return useGetCategoriesTree(variant === 'desktop' ? DESKTOP_TREE_PARAMS : MOBILE_TREE_PARAMS, {
    query: { enabled: enabled && status === 'ready', staleTime: 10 * 60_000 },
  });
}
