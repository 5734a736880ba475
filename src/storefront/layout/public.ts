/** What the account area may use of the storefront's layout: the account menus the header and the account navigation share. */
export { menuItemCount, menuItemHref } from './header/AccountMenuList';
export { useAccountMenus } from './header/useAccountMenus';
