/**
 * Whether a build has a script that waits for consent (the tag manager, the chat: thirdPartyConfig.ts).
 * Without one, a visitor who has decided downloads nothing for them, not even the code that would load them.
 */
export type ThirdPartyEnv = Record<string, string | undefined>;

/** A variable's value, trimmed; null when unset or blank. */
export function envValue(variables: ThirdPartyEnv, name: string): string | null {
  const value = variables[name];
  return value && value.trim() ? value.trim() : null;
}

/** The variables of the scripts that load after consent. */
export const AFTER_CONSENT_VARIABLES = ['VITE_TAG_MANAGER_ID', 'VITE_TAG_MANAGER_SCRIPT_URL', 'VITE_CHAT_SCRIPT_URL'] as const;

export function hasScriptsAfterConsent(variables: ThirdPartyEnv): boolean {
  return AFTER_CONSENT_VARIABLES.some((name) => envValue(variables, name) !== null);
}
