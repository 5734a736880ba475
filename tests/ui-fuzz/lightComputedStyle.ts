/**
 * A light `getComputedStyle` for jsdom. jsdom's own cascades every property for every call (several
 * milliseconds each), and axe asks it for every node many times: a listing page took seconds. In
 * Vitest nothing but inline styles and the `hidden` attribute decides what is shown anyway (CSS
 * modules are not loaded, there is no layout), so this answers from those alone, with the
 * browser's initial values otherwise. The checks the fuzz is for (names, labels, roles, ARIA,
 * ids, what a screen reader reads) do not depend on more.
 */
const NOT_RENDERED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'LINK', 'NOSCRIPT', 'BASE']);
const BLOCKS = new Set(['DIV', 'P', 'SECTION', 'ARTICLE', 'ASIDE', 'NAV', 'MAIN', 'HEADER', 'FOOTER', 'UL', 'OL', 'DL', 'DD', 'DT', 'FORM', 'FIELDSET', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HTML', 'BODY', 'FIGURE', 'TABLE', 'DIALOG']);

const INITIAL: Record<string, string> = {
  visibility: 'visible',
  opacity: '1',
  position: 'static',
  overflow: 'visible',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
  clip: 'auto',
  'clip-path': 'none',
  'content-visibility': 'visible',
  content: 'none',
  transform: 'none',
  'text-indent': '0px',
  'font-size': '16px',
  'line-height': 'normal',
  width: 'auto',
  height: 'auto',
};

function initialValue(element: Element, property: string): string {
  if (property === 'display') {
    if ((element as HTMLElement).hidden || NOT_RENDERED.has(element.tagName)) return 'none';
    if (element.tagName === 'LI') return 'list-item';
    return BLOCKS.has(element.tagName) ? 'block' : 'inline';
  }
  return INITIAL[property] ?? '';
}

function camelToKebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function installLightComputedStyle(): void {
  window.getComputedStyle = ((element: Element, pseudo?: string | null) => {
    const inline = pseudo ? null : (element as HTMLElement).style;
    const read = (property: string) => {
      const name = camelToKebab(property);
      const own = inline?.getPropertyValue(name);
      if (own) return own;
      if (pseudo) return name === 'content' ? 'none' : (INITIAL[name] ?? '');
      // `visibility` is inherited: an ancestor's inline `visibility: hidden` hides the element.
      if (name === 'visibility' && element.parentElement) return window.getComputedStyle(element.parentElement).getPropertyValue('visibility');
      return initialValue(element, name);
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get: (_, key) => {
        if (key === 'getPropertyValue') return read;
        if (key === 'getPropertyPriority') return () => '';
        if (key === 'length') return 0;
        if (typeof key === 'string') return read(key);
        return undefined;
      },
    });
  }) as typeof window.getComputedStyle;
}
