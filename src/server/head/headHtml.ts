import type { Locale } from '../../routing/routes';
import { alternateLinks, socialTags } from '../../routing/seo/pageMeta';
import { pageTitle } from '../../routing/seo/pageTitle';
import type { PageHead } from './pageHead';

/** The mark of the head tags the page replaces as the visitor moves on (src/routing/seo/headTags.ts). */
const MARK = 'data-spinacz-meta';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: nothing in it can close the element. */
const scriptJson = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined): string =>
  content ? `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" ${MARK}>` : '';

export interface HeadPlace {
  origin: string;
  pathname: string;
  locale: Locale;
}

/** The title tag, or none to keep the shop's own. */
export function titleTag(head: PageHead): string | null {
  return head.title ? `<title>${escapeText(pageTitle(head.title))}</title>` : null;
}

/** Everything of the head but the title: description, robots, canonical and hreflang, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead, { origin, pathname, locale }: HeadPlace): string {
  const url = `${origin}${pathname}`;
  const title = head.title ? pageTitle(head.title) : undefined;
  const tags: string[] = [];
  if (head.description) tags.push(`<meta name="description" content="${escapeAttribute(head.description)}">`);
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.cache === 'shared' && head.status === 200 && !head.noindex) {
    for (const link of alternateLinks(origin, pathname, locale)) {
      tags.push(`<link rel="${link.rel}"${link.hreflang ? ` hreflang="${link.hreflang}"` : ''} href="${escapeAttribute(link.href)}" ${MARK}>`);
    }
  }
  if (head.openGraph && title) {
    for (const [key, content] of Object.entries(socialTags({ title, description: head.description, url, locale, openGraph: head.openGraph }))) {
      tags.push(meta(key.startsWith('twitter:') ? 'name' : 'property', key, content));
    }
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json" ${MARK}>${scriptJson(data)}</script>`);
  return tags.filter(Boolean).join('');
}
