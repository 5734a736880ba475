import { getSession, sessionAccount } from '../../session';

/**
 * What the buyer typed into a checkout form survives a failed request, an error and a reload: the
 * form's values are kept in sessionStorage (this tab only) while it is filled, never the passwords,
 * and dropped once the order is placed. An account's draft is that account's: after a company
 * switch (another account of the same person) or another login, the form never fills with what was
 * typed for the other one (its company data, address, cost centre), and a switch back finds it again.
 */
const KEY = 'spinacz-checkout-draft';
const SECRET_FIELDS = new Set(['password', 'passwordConfirmation']);

export type DraftKind = 'guest' | 'account';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const keyOf = (kind: DraftKind) => (kind === 'guest' ? `${KEY}:guest` : `${KEY}:account:${sessionAccount(getSession()) ?? 'none'}`);

export function saveDraft(kind: DraftKind, values: object): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELDS.has(name)));
  try {
    storage()?.setItem(keyOf(kind), JSON.stringify(kept));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

/**
 * The saved draft over the defaults: only fields the form has, with the defaults' types (a draft
 * from an older form cannot put a wrong type into it).
 */
export function restoreDraft<T extends object>(kind: DraftKind, defaults: T): T {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(keyOf(kind)) ?? 'null');
  } catch {
    return defaults;
  }
  return merge(defaults, saved);
}

function merge<T extends object>(defaults: T, saved: unknown): T {
  if (!saved || typeof saved !== 'object') return defaults;
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, fallback] of Object.entries(defaults)) {
    if (SECRET_FIELDS.has(name)) continue;
    const value = (saved as Record<string, unknown>)[name];
    if (fallback && typeof fallback === 'object') result[name] = merge(fallback as object, value);
    else if (typeof value === typeof fallback) result[name] = value;
  }
  return result as T;
}

export function clearDraft(kind: DraftKind): void {
  storage()?.removeItem(keyOf(kind));
}
