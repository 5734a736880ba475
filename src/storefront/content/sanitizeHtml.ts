import DOMPurify from 'dompurify';

/** Tags and attributes kept from server HTML (articles, text pages); scripts, styles and handlers go. */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'div', 'address', 'dl', 'dt', 'dd'],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  // Attributes outside DOMPurify's URI-safe list are checked against ALLOWED_URI_REGEXP: without this,
  // lang="pl" (a part written in Polish on an English page) would be dropped.
  ADD_URI_SAFE_ATTR: ['lang'],
};

let hooked = false;

/** Sanitised HTML: external links open in a new tab with rel="noopener", pictures load lazily. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
  }
  return DOMPurify.sanitize(html, { ...CONFIG, ADD_ATTR: ['target', 'rel', 'loading', 'decoding'] });
}
