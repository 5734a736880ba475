import { faker } from '@faker-js/faker';

/**
 * Makes a faker answer harder on the screens while it stays what the contract allows: some lists
 * become empty, some plain texts very long (with Polish letters and one unbroken 70-letter word),
 * some numbers very large, zero or negative. Only values faker drew without a format are touched
 * (plain strings are its 10–20 letter `string.alpha`; dates, e-mails, URLs and enum values look
 * different or are put back by `keepContractValid`). Draws from the seeded `faker`, so a seed
 * always gives the same answer.
 */
export function adversarial(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length > 0 && faker.number.float() < 0.2) return [];
    // At most five entries (faker draws up to ten, in every nesting level): enough to show a list,
    // and pages stay small enough for axe in jsdom.
    return value.slice(0, 5).map(adversarial);
  }
  if (value && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, adversarial(entry)]));
  }
  if (typeof value === 'string' && /^[A-Za-z]{10,20}$/.test(value)) {
    const roll = faker.number.float();
    return roll < 0.12 ? longText() : value;
  }
  if (typeof value === 'number') {
    const roll = faker.number.float();
    if (roll < 0.12) return Number.isInteger(value) ? Number.MAX_SAFE_INTEGER : 9_999_999_999.99;
    if (roll < 0.18) return 0;
    // Negative where the contract sets no minimum (a correction, a refund); put back where it does.
    if (roll < 0.22) return Number.isInteger(value) ? -1 : -12.34;
    return value;
  }
  return value;
}

const POLISH_WORDS = ['Zeszyt', 'gęsty', 'żółty', 'ścierny', 'Długopis', 'źródłowy', 'łączony', 'ćwiartka', 'ńoński', 'Segregator', 'archiwizacyjny'];

/** About 200 characters: words with Polish letters and one word too long for any column. */
function longText(): string {
  const words = Array.from({ length: 14 }, () => faker.helpers.arrayElement(POLISH_WORDS));
  words.splice(7, 0, 'Wielo'.padEnd(70, 'x'));
  return words.join(' ');
}

type Path = readonly PropertyKey[];
type Issue = { path: Path };
/** A zod schema, as far as this file needs one. */
export type ResponseSchema = { safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } } };

const pathKey = (path: Path) => path.map(String).join('.');

function readAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), value);
}

function writeAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const node = value as Record<PropertyKey, unknown>;
  const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...node }) as Record<PropertyKey, unknown>;
  copy[key as PropertyKey] = writeAt(node[key as PropertyKey], rest, replacement);
  return copy;
}

/**
 * Puts back the original value wherever the change broke the contract (the generated zod schema of
 * the answer says where). What faker itself drew against the contract (a pattern it does not know)
 * is left as it was: those paths fail before the change too.
 */
export function keepContractValid(original: unknown, changed: unknown, schema: ResponseSchema | undefined): unknown {
  if (!schema) return original;
  const before = new Set((schema.safeParse(original).error?.issues ?? []).map((issue) => pathKey(issue.path)));
  let candidate = changed;
  for (let round = 0; round < 8; round += 1) {
    const issues = (schema.safeParse(candidate).error?.issues ?? []).filter((issue) => !before.has(pathKey(issue.path)));
    if (issues.length === 0) return candidate;
    for (const issue of issues) {
      // An issue inside a value the change emptied or replaced: put back the nearest original value.
      let path = issue.path;
      while (path.length > 0 && readAt(original, path) === undefined) path = path.slice(0, -1);
      candidate = writeAt(candidate, path, readAt(original, path));
    }
  }
  return original;
}
