/**
 * The demo API's paths compiled once. MSW tries its handlers one after another on every request,
 * and its own matching builds each handler's pattern anew and parses the page's cookies for each
 * try; with a hundred operations that was most of a request's cost. An operation's handler matches
 * with the pattern compiled here instead (`operation.ts`).
 *
 * The patterns are MSW's: `*` for anything before the path (any origin, any base path), `:name` for one path segment (its value decoded), an
 * optional trailing slash; the query and the fragment are not part of the match.
 */
export type PathParams = Record<string, string>;
export type PathMatcher = (url: string) => PathParams | null;

export function compilePath(path: string): PathMatcher {
  if (!path.startsWith('*/')) throw new Error(`A demo API path starts with "*/" (any origin): ${path}`);
  const names: string[] = [];
  const body = path
    .slice(1)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+?)';
    })
    .join('/');
  const pattern = new RegExp(`^.*${body}/?$`, 'i');
  return (url) => {
    const found = pattern.exec(withoutQuery(url));
    if (!found) return null;
    const params: PathParams = {};
    names.forEach((name, index) => {
      params[name] = decodeSegment(found[index + 1]);
    });
    return params;
  };
}

function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** A segment that is not valid percent-encoding stays as it came (the operation then finds nothing under it). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
