import { SITE_NAME } from './siteName';

/** The shop named in a title's last part ("… | Spinacz", "… | Blog Spinacz", "… | Spinacz blog"). */
const NAMES_THE_SHOP = new RegExp(` \\| (?:[^|]* )?${SITE_NAME}(?: [^|]*)?$`);

/**
 * "Papier ksero | Spinacz"; the bare site name when there is no page title; a title whose last
 * part names the shop already stays as it is. A title that only begins with the word (a product
 * "Spinacz biurowy 28 mm", a paper clip) still gets the site name.
 */
export function pageTitle(title: string | undefined): string {
  if (!title) return SITE_NAME;
  return NAMES_THE_SHOP.test(title) ? title : `${title} | ${SITE_NAME}`;
}
