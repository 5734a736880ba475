import { createContext, useContext, type ComponentType } from 'react';

/**
 * The demo's parts of the login, registration and password-reminder pages: the demo accounts beside
 * the login form, and the hint to the demo mailbox where an e-mail the shop "sent" waits. The pages
 * draw them where they are given. Only a demo build gives them: the composition layer (src/app) hands
 * in src/demo/login, so a build for a real API has none of their code.
 */
export interface DemoLoginExtras {
  /** The demo accounts with their password, and the way to the demo panel. */
  Accounts: ComponentType;
  /** A hint with a link to the demo mailbox, filtered to the address the e-mail went to. */
  MailboxHint: ComponentType<{ email: string }>;
}

const DemoLoginExtrasContext = createContext<DemoLoginExtras | null>(null);

/** Gives the demo's parts to the pages inside it. */
export const DemoLoginExtrasProvider = DemoLoginExtrasContext.Provider;

/** The demo accounts, when the demo gives them (nothing otherwise). */
export function DemoAccountsSlot() {
  const demo = useContext(DemoLoginExtrasContext);
  return demo ? <demo.Accounts /> : null;
}

/** The demo mailbox hint for an address, when the demo gives it (nothing otherwise). */
export function DemoMailboxHintSlot({ email }: { email: string }) {
  const demo = useContext(DemoLoginExtrasContext);
  return demo ? <demo.MailboxHint email={email} /> : null;
}
