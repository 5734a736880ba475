import { getGetCategoriesTreeQueryOptions, useGetCategoriesTree } from '../../generated/api/settings-and-menus/getCategoriesTree';
import { useSession } from '../../session';
import { CATEGORY_TREE_PARAMS } from './categoryTreeParams';

const STALE_TIME = 10 * 60_000;

/** The category tree shared by the header navigation and the home page (one cache entry). */
export function useCategoryTree() {
  const { status } = useSession();
  return useGetCategoriesTree(CATEGORY_TREE_PARAMS, { query: { enabled: status === 'ready', staleTime: STALE_TIME } });
}

/** The same call, for asking ahead of the page (once the session is there). */
export const categoryTreeQuery = () => getGetCategoriesTreeQueryOptions(CATEGORY_TREE_PARAMS, { query: { staleTime: STALE_TIME } });
