/**
 * Third-party scripts (spec §7 "Other", §4): their addresses come from build-time environment
 * variables; a script whose variable is unset never loads.
 *
 * - VITE_TAG_MANAGER_ID: the tag manager container id (GTM-XXXX); the script URL is the tag
 *   manager's own unless VITE_TAG_MANAGER_SCRIPT_URL gives one.
 * - VITE_CHAT_SCRIPT_URL: the chat widget; it is expected to define `window.spinaczChat.open()`
 *   (or to dispatch nothing: then only loading it is our part).
 * - VITE_REVIEWS_SCRIPT_URL, VITE_REVIEWS_2_SCRIPT_URL: the two review widgets in the footer.
 */
import { envValue, type ThirdPartyEnv as Env } from './scriptsAfterConsent';

export interface ThirdPartyConfig {
  tagManager: string | null;
  chat: string | null;
  reviews: string[];
}

/** The configuration from these variables (the build's, for the server's CSP: scripts/vite/contentSecurityPolicy.ts). */
export function thirdPartyConfigFrom(variables: Env): ThirdPartyConfig {
  const env = (name: string) => envValue(variables, name);
  const tagManagerId = env('VITE_TAG_MANAGER_ID');
  const tagManagerUrl = env('VITE_TAG_MANAGER_SCRIPT_URL');
  return {
    tagManager: tagManagerUrl ?? (tagManagerId ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}` : null),
    chat: env('VITE_CHAT_SCRIPT_URL'),
    reviews: [env('VITE_REVIEWS_SCRIPT_URL'), env('VITE_REVIEWS_2_SCRIPT_URL')].filter((url): url is string => Boolean(url)),
  };
}

export function thirdPartyConfig(): ThirdPartyConfig {
  return thirdPartyConfigFrom(import.meta.env as Env);
}
