/**
 * `zod` as the production build resolves it (scripts/vite/contentSecurityPolicy.ts): zod set to
 * `jitless` before any schema is built. Otherwise zod's first parse tries `new Function` to compile
 * a faster parser, and the shop's Content-Security-Policy (no 'unsafe-eval') reports that as a
 * violation. The parsers work the same way without it.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
