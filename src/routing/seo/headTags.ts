/** Small helpers that keep one managed tag of each kind in <head>. */
const MARK = 'data-spinacz-meta';

export function upsertMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

export function removeMeta(name: string): void {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
}

export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
}

/** Replaces the managed canonical/alternate links with `links`. */
export function replaceLinks(links: HeadLink[]): void {
  document.head.querySelectorAll(`link[${MARK}]`).forEach((element) => element.remove());
  for (const link of links) {
    const element = document.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    element.setAttribute(MARK, '');
    document.head.appendChild(element);
  }
}

/** Replaces the managed JSON-LD scripts (the server's first ones too) with one a data object. */
export function replaceJsonLd(data: readonly object[]): void {
  document.head.querySelectorAll(`script[${MARK}]`).forEach((element) => element.remove());
  for (const item of data) {
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = JSON.stringify(item);
    element.setAttribute(MARK, '');
    document.head.appendChild(element);
  }
}

/** Replaces the managed Open Graph and Twitter card tags (`og:…`, `product:…` by property, `twitter:…` by name). */
export function replaceSocialTags(tags: Record<string, string | undefined>): void {
  document.head.querySelectorAll(`meta[property][${MARK}], meta[name^="twitter:"][${MARK}]`).forEach((element) => element.remove());
  for (const [key, content] of Object.entries(tags)) {
    if (!content) continue;
    const element = document.createElement('meta');
    element.setAttribute(key.startsWith('twitter:') ? 'name' : 'property', key);
    element.content = content;
    element.setAttribute(MARK, '');
    document.head.appendChild(element);
  }
}
