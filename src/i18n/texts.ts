/**
 * The shop's texts at run time: the locale files' format (i18next's JSON v4: nested keys,
 * `namespace:key`, plural forms `_one`/`_few`/`_many`/`_other` chosen by the language's plural rules,
 * `_context` forms, `{{value}}` and `{{value, format(option: name), format}}`) read by the few rules
 * the shop's texts use (docs/adr/0021-texts-without-i18next-in-the-browser.md). i18next itself is the
 * reference: texts.parity.test.ts checks every text of both languages against it.
 */
export type Resources = Record<string, unknown>;
export type TOptions = Record<string, unknown> & {
  count?: number;
  context?: string;
  defaultValue?: string;
  ns?: string | readonly string[];
  lng?: string;
};
export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;
/** A format of `{{value, name(option: other)}}`: gets the value, the language and the options of the format and of the call. */
export type Formatter = (value: unknown, language: string, options: Record<string, unknown>) => unknown;

export type Texts = {
  readonly language: string;
  t: TFunction;
  /** A `t` of one language (`null`: the current one when called) and default namespaces. */
  getFixedT: (language: string | null | undefined, ns?: string | readonly string[]) => TFunction;
  changeLanguage: (language: string) => Promise<void>;
  addResourceBundle: (language: string, ns: string, data: Resources) => void;
  hasResourceBundle: (language: string, ns: string) => boolean;
  addFormatter: (name: string, format: Formatter) => void;
  /** Called after the language changes or texts arrive; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Changes with every change `subscribe` reports. */
  version: () => number;
};

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const NATURAL_LANGUAGE = /[ ,?!;]/;
const plurals = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return `_${rules.select(count)}`;
}

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** "catalogue:filters.title" names its namespace; a sentence with a colon does not. */
function splitNamespace(key: string): { key: string; ns?: string } {
  if (!key.includes(':')) return { key };
  const dot = key.indexOf('.');
  if (NATURAL_LANGUAGE.test(key) && !(dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot)))) return { key };
  const [ns, ...rest] = key.split(':');
  return { key: rest.join('.'), ns };
}

/** "unit(of: quantity)" → ["unit", { of: "quantity" }]. */
function parseFormat(text: string): [string, Record<string, unknown>] {
  const open = text.indexOf('(');
  if (open < 0) return [text.trim().toLowerCase(), {}];
  const options: Record<string, unknown> = {};
  for (const pair of text.slice(open + 1, -1).split(';')) {
    const [name, ...value] = pair.split(':');
    const text = value.join(':').trim().replace(/^'+|'+$/g, '');
    if (name?.trim()) options[name.trim()] = text === 'true' ? true : text === 'false' ? false : Number.isNaN(Number(text)) ? text : parseInt(text, 10);
  }
  return [text.slice(0, open).trim().toLowerCase(), options];
}

export function createTexts({ language: initial, defaultNS = 'common' }: { language: string; defaultNS?: string }): Texts {
  const resources: Record<string, Record<string, Resources>> = {};
  const formatters = new Map<string, Formatter>();
  const listeners = new Set<() => void>();
  let language = initial;
  let changes = 0;
  const changed = () => {
    changes += 1;
    for (const listener of [...listeners]) listener();
  };

  function format(value: unknown, formats: string, lng: string, options: TOptions, name: string): unknown {
    if (value == null) return value;
    // "unit(of: a, b)" would split at its comma: a format's parentheses hold together.
    const parts: string[] = [];
    for (const part of formats.split(',')) {
      const last = parts.length - 1;
      if (last >= 0 && parts[last].includes('(') && !parts[last].includes(')')) parts[last] += `,${part}`;
      else parts.push(part);
    }
    return parts.reduce<unknown>((current, part) => {
      const [formatName, formatOptions] = parseFormat(part);
      const formatter = formatters.get(formatName);
      return formatter ? formatter(current, lng, { ...formatOptions, ...options, interpolationkey: name }) : current;
    }, value);
  }

  /** `{{name}}` becomes the option's value; a name no option has stays as it is. */
  function interpolate(text: string, options: TOptions, lng: string): string {
    return text.replace(PLACEHOLDER, (whole, inner: string) => {
      const written = inner.trim();
      const unescaped = written.startsWith('-') ? written.slice(1).trim() : written;
      const comma = unescaped.indexOf(',');
      const name = comma < 0 ? unescaped : unescaped.slice(0, comma).trim();
      let value = lookup(options, name);
      if (comma >= 0) value = format(value, unescaped.slice(comma + 1).trim(), lng, options, name);
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, unescaped) ? '' : whole;
      return value == null ? '' : String(value);
    });
  }

  function resolve(keys: readonly string[], options: TOptions, lng: string): { text?: string; key: string } {
    const plural = options.count !== undefined && typeof options.count !== 'string';
    const count = options.count as number;
    const context = options.context !== undefined && options.context !== '' ? String(options.context) : undefined;
    let usedKey = '';
    for (const written of keys) {
      const { key, ns } = splitNamespace(written);
      usedKey = key;
      const namespaces = ns ? [ns] : options.ns === undefined ? [defaultNS] : typeof options.ns === 'string' ? [options.ns] : options.ns;
      // Most specific first: key_context_plural, key_context, key_plural (key_zero for 0), key.
      const candidates: string[] = [];
      if (context !== undefined) {
        if (plural) {
          if (count === 0) candidates.push(`${key}_${context}_zero`);
          candidates.push(`${key}_${context}${pluralSuffix(lng, count)}`);
        }
        candidates.push(`${key}_${context}`);
      }
      if (plural) {
        if (count === 0) candidates.push(`${key}_zero`);
        candidates.push(`${key}${pluralSuffix(lng, count)}`);
      }
      candidates.push(key);
      for (const namespace of namespaces) {
        const tree = resources[lng]?.[namespace];
        for (const candidate of candidates) {
          const found = lookup(tree, candidate);
          if (found !== undefined && found !== null) return { text: typeof found === 'string' ? found : String(found), key };
        }
      }
    }
    return { key: usedKey };
  }

  const translate = (keys: string | readonly string[], given?: TOptions | string, fixed?: { lng?: string | null; ns?: string | readonly string[] }): string => {
    const options: TOptions = typeof given === 'string' ? { defaultValue: given } : { ...given };
    if (options.lng === undefined && fixed?.lng) options.lng = fixed.lng;
    if (options.ns === undefined && fixed?.ns !== undefined) options.ns = fixed.ns;
    const lng = options.lng ?? language;
    const list = (Array.isArray(keys) ? keys : [keys]).map(String);
    const { text, key } = resolve(list, options, lng);
    const chosen = text ?? (options.defaultValue !== undefined ? String(options.defaultValue) : key);
    return interpolate(chosen, options, lng);
  };

  return {
    get language() {
      return language;
    },
    t: (keys, options) => translate(keys, options),
    getFixedT: (lng, ns) => (keys, options) => translate(keys, options, { lng, ns }),
    changeLanguage: async (next) => {
      if (next === language) return;
      language = next;
      changed();
    },
    addResourceBundle: (lng, ns, data) => {
      const bundles = (resources[lng] ??= {});
      bundles[ns] = { ...bundles[ns], ...data };
      changed();
    },
    hasResourceBundle: (lng, ns) => Boolean(resources[lng]?.[ns]),
    addFormatter: (name, formatter) => void formatters.set(name.trim().toLowerCase(), formatter),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => changes,
  };
}
