/**
 * A route pattern of the route table ("/kategoria/:slug", "/textPage/:slug?") as a regular
 * expression source for a pathname without a trailing slash, and how specific it is (static
 * segments before dynamic ones, as the router ranks them), for code that cannot use the router:
 * the page's first inline script.
 */
export function routeRegex(pattern: string): { source: string; score: number } {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  let score = 0;
  for (const segment of segments) {
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      source += optional ? '(?:/[^/]+)?' : '/[^/]+';
      score += optional ? 2 : 3;
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      score += 10;
    }
  }
  return { source: `^${source || '/'}$`, score };
}

/** "/kategoria/papier/" → "/kategoria/papier"; "/" stays. */
export function trimTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
