import DOMPurify, { type Config } from 'dompurify';
import { createElement, useMemo, type ReactNode } from 'react';
import classes from './SafeHtml.module.css';
import { TextLink } from './TextLink';

/**
 * What survives of a description's HTML: a few text tags, and links within the shop (a path, never
 * another site, `javascript:` or `data:`) with their address only. DOMPurify does the cleaning; no
 * other attribute (no class, style or handler) is kept.
 */
const PURIFY: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^\/(?!\/)/,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/** Node types by number: the web server's DOM (jsdom, src/app/server/serverDomPurify.ts) has no global `Node`. */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The cleaned tree as React elements: same-site links become the shop's links (client-side navigation). */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index));
  const tag = element.tagName.toLowerCase();
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href');
    return href ? createElement(TextLink, { key, href }, ...children) : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** Renders server HTML (product, brand, promotion and search-phrase descriptions) through DOMPurify, as React elements. */
export function SafeHtml({ html }: { html: string }) {
  const content = useMemo(() => {
    if (!DOMPurify.isSupported) return html.replace(/<[^>]*>/g, ' ');
    const fragment = DOMPurify.sanitize(html, PURIFY);
    return Array.from(fragment.childNodes, (child, index) => toReact(child, index));
  }, [html]);
  return <div className={classes.html}>{content}</div>;
}
