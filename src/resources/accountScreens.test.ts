import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/routePaths';
import { ACCOUNT_SCREENS } from './accountScreens';

describe('account screens', () => {
  it.each(Object.entries(ACCOUNT_SCREENS))('%s has a screen module the account area finds (%s)', (route, module) => {
    expect(existsSync(new URL(`./${module}.tsx`, import.meta.url))).toBe(true);
    // AccountArea.tsx loads screens by these names (import.meta.glob), the build preloads them.
    expect(module).toMatch(/^(?!ui\/)[\w-]+\/(\w+(List|Show|Page)|Dashboard)$/);
    expect(ROUTES[route as keyof typeof ROUTES]).toBeDefined();
  });
});
