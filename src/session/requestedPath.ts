/** The path a guest asked for before being sent to login (spec §6 route guards). */
const KEY = 'spinacz.requestedPath';

export function storeRequestedPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the user lands on the dashboard instead
  }
}

/** Reads and forgets the stored path; only same-site paths are returned. */
export function takeRequestedPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
