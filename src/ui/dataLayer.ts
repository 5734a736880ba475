/** The tag manager's dataLayer; events are queued here whether or not the tag manager has loaded. */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(event: object): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
