import type { DemoLoginExtras } from '../../ui/demoLoginExtras';
import { DemoAccounts } from './DemoAccounts';
import { DemoMailboxHint } from './DemoMailboxHint';

/** The demo's parts of the login pages, as src/app hands them to the storefront in a demo build. */
export const demoLoginExtras: DemoLoginExtras = { Accounts: DemoAccounts, MailboxHint: DemoMailboxHint };
