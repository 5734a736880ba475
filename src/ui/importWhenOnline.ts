/**
 * Loads a piece of code the page can wait for (the footer, a menu): a download that fails while
 * the browser is offline is tried again when the connection returns, so the page keeps its place
 * holder meanwhile instead of failing as a whole. Online, a failure is passed on as it is.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined' || navigator.onLine !== false) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => importWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
