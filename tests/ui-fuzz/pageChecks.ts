import axe from 'axe-core';

/**
 * What a screen must never show, whatever valid data it gets: a value the code failed to format
 * ("undefined", "NaN", "Infinity", "[object Object]"), in the text or in an attribute a person or a
 * screen reader meets (aria-label, title, alt, placeholder, value). Whole words only: faker's
 * random letters may contain "NaN" inside a longer word.
 */
const LEAKS = /\bundefined\b|\bNaN\b|\bInfinity\b|\[object Object\]|\bnull\b/;
const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'value', 'href'];

export function leakedValues(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style')) continue;
    const text = node.textContent ?? '';
    if (LEAKS.test(text)) found.push(`text "${text.trim().slice(0, 120)}" in <${parent?.tagName.toLowerCase()}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && LEAKS.test(value)) found.push(`${name}="${value.slice(0, 120)}" on <${element.tagName.toLowerCase()}>`);
    }
  }
  return found;
}

const PL_TEXTS = import.meta.glob<Record<string, unknown>>('../../src/i18n/locales/pl/*.json', { eager: true, import: 'default' });

function textsUnder(node: unknown, key: string, pick: (key: string) => boolean, out: string[]): string[] {
  if (typeof node === 'string') {
    if (pick(key) && !node.includes('{{')) out.push(node);
  } else if (node && typeof node === 'object') {
    for (const [name, child] of Object.entries(node)) textsUnder(child, name, pick, out);
  }
  return out;
}

/**
 * The texts a screen shows instead of itself: "not found" and "could not load" (every namespace's
 * `notFound*` and `loadError*` texts). Contract-valid answers must never lead there.
 */
const FAILURE_TEXTS = [
  ...new Set(Object.values(PL_TEXTS).flatMap((namespace) => textsUnder(namespace, '', (key) => /^(notFound|loadError|widgetError|optionsError)/.test(key), []))),
].filter((text) => text.length > 12);

export function failureTexts(root: HTMLElement): string[] {
  const page = root.textContent ?? '';
  return FAILURE_TEXTS.filter((text) => page.includes(text));
}

/**
 * axe with the E2E suite's rule set, less what jsdom cannot judge (no layout and no CSS: colours,
 * sizes, scrolling, what a media query hides) and what belongs to the whole page rather than a screen rendered alone (landmarks,
 * title, language, skip link: the layouts have them and the E2E suite checks them).
 */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
  // Speed: no CSS to preload, and the failing node's HTML names it well enough (no selectors).
  preload: false,
  selectors: false,
  rules: {
    'color-contrast': { enabled: false },
    'target-size': { enabled: false },
    'scrollable-region-focusable': { enabled: false },
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
    bypass: { enabled: false },
    'document-title': { enabled: false },
    'html-has-lang': { enabled: false },
    // Some parts are drawn twice, once per layout (e.g. the subcategories as a list on a desktop and
    // as chips on a phone), and CSS hides one; Vitest loads no CSS, so both count here.
    'landmark-unique': { enabled: false },
  },
};

export async function axeViolations(root: HTMLElement): Promise<string[]> {
  const results = await axe.run(root, AXE_OPTIONS);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.html.slice(0, 200))
        .join(' | ')})`,
  );
}
