import { apiFetch } from '../api/mutator';
import { DEMO_ACCOUNTS } from '../mocks/db/seed/accounts';

/**
 * What the demo pages need from the demo API, whether it runs in the page (MSW) or as the Node
 * server (`npm start`): the demo accounts (a small module of the seed, no demo API code) and
 * resetting the data through the demo-only endpoint `POST /demo-api/reset`
 * (src/mocks/handlers/demo-only.ts), which both answer.
 */
export interface DemoAccountInfo {
  login: string;
  password: string;
  /** The account's role in Polish (the pages translate it by login when they can). */
  description: string;
}

export const demoAccounts = (): readonly DemoAccountInfo[] => DEMO_ACCOUNTS;

/** Resets the demo API's data to the seed; false when the demo API did not answer. */
export async function resetDemoData(): Promise<boolean> {
  try {
    await apiFetch<unknown>({ url: '/demo-api/reset', method: 'POST' });
    return true;
  } catch {
    return false;
  }
}
