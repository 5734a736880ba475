/** The placeholder text key of a route name: `blog-author-slug-page-number` → `blog-author`. */
export function placeholderKey(routeName: string): string {
  return routeName.replace(/(-page-number|-slug|-id)+$/, '');
}
