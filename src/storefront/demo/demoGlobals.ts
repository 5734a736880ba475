/**
 * What the in-browser demo API puts on `window.spinaczDemo` when it starts (src/mocks/browser.ts).
 * The demo pages read it there instead of importing the demo API, which loads on its own.
 */
export interface DemoAccountInfo {
  login: string;
  password: string;
  /** The account's role in Polish (the pages translate it by login when they can). */
  description: string;
}

interface DemoGlobals {
  DEMO_ACCOUNTS?: readonly DemoAccountInfo[];
  resetDemoData?: () => void;
}

const demoGlobals = (): DemoGlobals | undefined => (globalThis as { spinaczDemo?: DemoGlobals }).spinaczDemo;

export const demoAccounts = (): readonly DemoAccountInfo[] => demoGlobals()?.DEMO_ACCOUNTS ?? [];

/** Resets the demo API's data; false when the demo API does not run in this page. */
export function resetDemoData(): boolean {
  const reset = demoGlobals()?.resetDemoData;
  if (!reset) return false;
  reset();
  return true;
}
