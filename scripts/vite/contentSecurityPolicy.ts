import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { thirdPartyConfigFrom } from '../../src/storefront/build.ts';
import { CSP_SOURCES_FILE } from '../securityHeaders.mjs';

const ZOD_JITLESS = fileURLToPath(new URL('../../src/platform/zodJitless.ts', import.meta.url));

/** What csp-sources.json holds: the hosts this build's code talks to besides its own origin. */
export interface CspSources {
  apiBase: string | null;
  thirdParty: ReturnType<typeof thirdPartyConfigFrom>;
}

export function cspSources(env: Record<string, string | undefined>): CspSources {
  return { apiBase: env.VITE_API_BASE?.trim() || null, thirdParty: thirdPartyConfigFrom(env) };
}

/**
 * What the production server's Content-Security-Policy (scripts/securityHeaders.mjs) needs from the
 * build:
 * - csp-sources.json next to index.html: the API address and the consented third-party scripts this
 *   build was made with (the same variables the app reads), so the server allows exactly those hosts;
 * - zod without its eval probe: zod compiles object parsers with `new Function` after trying it
 *   once, and a CSP without 'unsafe-eval' reports that try as a violation even though zod catches
 *   it. The build's bare `zod` import is zod configured `jitless` (src/platform/zodJitless.ts).
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'spinacz-content-security-policy',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^zod$/, replacement: ZOD_JITLESS }] } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CSP_SOURCES_FILE, source: `${JSON.stringify(cspSources(env), null, 2)}\n` });
    },
  };
}
