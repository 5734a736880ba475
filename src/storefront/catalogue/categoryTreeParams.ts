import type { GetCategoriesTreeParams } from '../../generated/model';

/** Top categories with two levels of children (the desktop menu depth of spec §9). */
export const CATEGORY_TREE_PARAMS: GetCategoriesTreeParams = { level: 1, nestingLevel: 2, orderBy: 'popularity' };
