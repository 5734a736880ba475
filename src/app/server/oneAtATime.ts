/**
 * Runs an async function for one caller at a time, the others waiting in order: the app's module
 * state (language, session, the page's address) belongs to the page being rendered.
 */
export function oneAtATime<A extends unknown[], R>(work: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: A) => {
    const result = last.then(() => work(...args));
    last = result.catch(() => undefined);
    return result;
  };
}
