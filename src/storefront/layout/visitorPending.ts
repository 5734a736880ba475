import { createContext, useContext } from 'react';
import type { ShellVisitor } from '../../session/guestPage';


/**
 * Set inside the page's shell the web server sends a visitor it does not render pages for (logged
 * in, net prices: src/app/PageShell.tsx). The server does not know who they are, so the header
 * leaves out what shows the visitor (account, cart, lists, net or gross) and takes no input; the
 * browser renders the page whole a moment later. Null everywhere in the browser.
 */
export const VisitorPendingContext = createContext<ShellVisitor | null>(null);

export const useVisitorPending = (): ShellVisitor | null => useContext(VisitorPendingContext);
