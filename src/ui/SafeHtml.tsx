import { createElement, useMemo, type ReactNode } from 'react';
import classes from './SafeHtml.module.css';
import { TextLink } from './TextLink';

/** Tags kept from server HTML; everything else is reduced to its text. No attributes survive, except a same-site link's path. */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index));
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style') return null;
  if (!ALLOWED.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    const sameSite = href.startsWith('/') && !href.startsWith('//');
    return sameSite ? createElement(TextLink, { key, href }, ...children) : children.length ? createElement('span', { key }, ...children) : null;
  }
  return createElement(tag, { key }, ...children);
}

/** Renders a product description's HTML through an allowlist (no scripts, links or styles). */
export function SafeHtml({ html }: { html: string }) {
  const content = useMemo(() => {
    if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (child, index) => toReact(child, index));
  }, [html]);
  return <div className={classes.html}>{content}</div>;
}
