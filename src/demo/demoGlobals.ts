import { ApiError } from '../api/ApiError';
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

/** How a reset went: done, refused for the demo administrator key (the shared Node server), or no answer. */
export type ResetOutcome = 'done' | 'bad-key' | 'unavailable';

/**
 * Resets the demo API's data to the seed. The Node server, shared by every visitor, asks for the
 * demo administrator key of whoever started it (`adminKey`, src/mocks/http/demoAdmin.ts); the demo
 * API in the page is the visitor's own and needs none.
 */
export async function resetDemoData(adminKey?: string): Promise<ResetOutcome> {
  try {
    await apiFetch<unknown>({ url: '/demo-api/reset', method: 'POST', headers: adminKey ? { 'X-Demo-Admin-Key': adminKey } : undefined });
    return 'done';
  } catch (error) {
    return error instanceof ApiError && error.code === 'DEMO-ADMIN-KEY' ? 'bad-key' : 'unavailable';
  }
}
