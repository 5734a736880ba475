import { OCI_ENTRY } from '../../domain/oci';

/** What an OCI call to /punch-out carries. */
export interface OciEntry {
  /** Whether the URL carries an OCI call at all (any of USERNAME, PASSWORD, HOOK_URL). */
  isCall: boolean;
  username: string;
  password: string;
  hookUrl: string;
  target: string | null;
  /** The required parameters the call lacks, by their OCI names. */
  missing: string[];
}

/**
 * Reads the OCI call from a query string. Procurement systems differ in the case of the names
 * (`~TARGET`, `~target`, `~Target`), and some send the target as `returntarget`: names are
 * matched ignoring case. The password is taken as given (spaces may belong to it).
 */
export function readOciEntry(search: string): OciEntry {
  const values = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    const key = name.toUpperCase();
    if (!values.has(key)) values.set(key, value);
  }
  const username = values.get(OCI_ENTRY.username)?.trim() ?? '';
  const password = values.get(OCI_ENTRY.password) ?? '';
  const hookUrl = values.get(OCI_ENTRY.hookUrl)?.trim() ?? '';
  const target = values.get(OCI_ENTRY.target)?.trim() || values.get('RETURNTARGET')?.trim() || null;
  const required: [string, string][] = [[OCI_ENTRY.username, username], [OCI_ENTRY.password, password], [OCI_ENTRY.hookUrl, hookUrl]];
  return {
    isCall: required.some(([name]) => values.has(name)),
    username,
    password,
    hookUrl,
    target,
    missing: required.filter(([, value]) => value === '').map(([name]) => name),
  };
}

/** The query string without the password, so it does not stay in the address bar or the history. */
export function withoutPassword(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name.toUpperCase() === OCI_ENTRY.password) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
