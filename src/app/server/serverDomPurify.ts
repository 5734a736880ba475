/**
 * DOMPurify on the web server: the same cleaning as in the browser, over jsdom's DOM (the server
 * build resolves `dompurify` here, vite.server.config.ts), so a server-rendered description or
 * article is the markup the browser would make of it and hydrates as it stands.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

export default purify;
export type * from 'dompurify';
