/** How deep the category menus reach (spec §2, §9): five levels on phones (menuTree.ts), two in the desktop mega menu. */
export const MOBILE_MENU_DEPTH = 5;
export const DESKTOP_MENU_DEPTH = 2;
