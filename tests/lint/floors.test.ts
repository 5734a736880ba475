import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The floors of the house are held by lint (eslint.floors.js): an import that crosses one fails
 * `npm run lint`. Each case lints a small module as if it stood at `file` in the tree, and expects
 * the floors rule to refuse it, or to let it through.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const refused: [string, string, string][] = [
  ['the business rules import a screen', 'src/domain/probe.ts', "import { CartPage } from '../storefront/cart/CartPage';"],
  ['the business rules import React', 'src/domain/probe.ts', "import { useState } from 'react';"],
  ['the business rules import the session', 'src/domain/probe.ts', "import { useSession } from '../session/session';"],
  ['the session imports a shared piece of the interface', 'src/session/probe.ts', "import { openModal } from '../ui/modal/modalStore';"],
  ['a shared piece of the interface imports the storefront', 'src/ui/probe.ts', "import { CartPage } from '../storefront/cart/CartPage';"],
  ['the storefront imports the composition', 'src/storefront/cart/probe.ts', "import { router } from '../../app/router';"],
  ['the storefront imports the demo API', 'src/storefront/cart/probe.ts', "import { DEMO_ACCOUNTS } from '../../mocks/db/seed/accounts';"],
  ['the account area imports a storefront file that is not its public entry', 'src/resources/orders/probe.ts', "import { ProductGrid } from '../../storefront/catalogue/ProductGrid';"],
  ['the storefront imports an account screen', 'src/storefront/cart/probe.ts', "import { AccountArea } from '../../resources/AccountArea';"],
  ['the demo API imports a screen', 'src/mocks/services/probe.ts', "import { Price } from '../../ui/Price';"],
  ['the routing imports the session', 'src/routing/probe.ts', "import { useSession } from '../session/session';"],
  ['a build plugin reads a storefront file past its build entry', 'scripts/vite/probe.ts', "import { SCREENS } from '../../src/storefront/screens.ts';"],
  ['anything imports the entry point', 'src/ui/probe.ts', "import '../main';"],
];

const allowed: [string, string, string][] = [
  ['the account area uses the catalogue through its public entry', 'src/resources/orders/probe.ts', "import { ProductGrid } from '../../storefront/catalogue/public';"],
  ['a shared piece of the interface reads the session', 'src/ui/probe.ts', "import { useSession } from '../session/session';"],
  ['the demo API reads the route table and the rules', 'src/mocks/services/probe.ts', "import { ROUTES } from '../../routing/routePaths';\nimport { formatPln } from '../../domain/money';"],
  ['a build plugin reads the storefront through its build entry', 'scripts/vite/probe.ts', "import { SCREEN_OF_ROUTE } from '../../src/storefront/build.ts';"],
  ['the composition imports the sections', 'src/app/probe.ts', "import { AccountArea } from '../resources/AccountArea';\nimport { CartPage } from '../storefront/cart/CartPage';"],
  ['a test wires floors together', 'src/session/probe.test.ts', "import { allOrders } from '../mocks/db/store';"],
];

describe('the floors of the house', () => {
  it.each(refused)('lint refuses it when %s', async (_, file, code) => {
    expect(await floorErrors(file, code)).not.toEqual([]);
  });

  it.each(allowed)('lint lets it through when %s', async (_, file, code) => {
    expect(await floorErrors(file, code)).toEqual([]);
  });
});
