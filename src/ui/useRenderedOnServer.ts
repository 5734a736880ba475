import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while the page renders on the web server and while the browser hydrates that page; false in
 * every render the browser makes itself. A part that would first show placeholders and render its
 * content in the background shows the content at once where the server renders it (the HTML then
 * holds it, and hydration finds what the server wrote).
 */
export function useRenderedOnServer(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Whether this part was mounted in a page the web server rendered, read once at mount: the hook
 * above renders its caller again after hydration (at once, in one task); a part that keeps what it
 * was mounted with can let its children skip that render.
 */
export function useMountedOnServerPage(): boolean {
  const [mountedOnServerPage] = useState(useRenderedOnServer());
  return mountedOnServerPage;
}
