import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The account area loads its screens, the grid and the date pickers with componentOnDemand: lazy()
 * in Suspense would hold each reveal until 300 ms after its fallback showed. Lint refuses lazy() there;
 * the server-rendered storefront keeps it (a server renders a lazy part, not a placeholder).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const LAZY = "import { lazy } from 'react';\nexport const Probe = lazy(() => import('./Other'));\n";

describe('the account area loads code without lazy()', () => {
  it('refuses lazy() in an account screen and names the way to load instead', async () => {
    const messages = await refusals(LAZY, 'src/resources/orders/Probe.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('componentOnDemand');
  });

  it('still refuses i18next there (the rule keeps the restrictions of every file)', async () => {
    expect(await refusals("import i18next from 'i18next';\nexport const x = i18next;\n", 'src/resources/orders/Probe.tsx')).toHaveLength(1);
  });

  it('lets the storefront use lazy()', async () => {
    expect(await refusals(LAZY, 'src/storefront/home/Probe.tsx')).toEqual([]);
  });
});
