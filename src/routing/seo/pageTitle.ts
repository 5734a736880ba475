import { SITE_NAME } from './siteName';

/** "Papier ksero | Spinacz"; the bare site name when there is no page title; a title naming the shop already stays as it is. */
export function pageTitle(title: string | undefined): string {
  if (!title) return SITE_NAME;
  return title.endsWith(`| ${SITE_NAME}`) ? title : `${title} | ${SITE_NAME}`;
}
