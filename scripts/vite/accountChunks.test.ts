import { describe, expect, it } from 'vitest';
import { accountChunkOf } from './accountChunks.ts';

/** A module graph: id → static imports, dynamic imports; `entry` marks the app's entry. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>) {
  const info = (id: string) => {
    const module = modules[id];
    if (!module) return null;
    return {
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.dynamic ?? [],
      dynamicImporters: Object.keys(modules).filter((other) => modules[other].dynamic?.includes(id)),
      isEntry: Boolean(module.entry),
    };
  };
  return accountChunkOf(Object.keys(modules), info);
}

const APP = '/p/src/main.tsx';
const ROUTES = '/p/src/app/routeTable.tsx';
const AREA = '/p/src/resources/AccountArea.tsx';
const LAYOUT = '/p/src/resources/layout/AccountLayout.tsx';
const ORDERS = '/p/src/resources/orders/OrdersList.tsx';
const GRID = '/p/src/resources/ui/ServerDataGrid.tsx';
const DATA_GRID = '/p/node_modules/@mui/x-data-grid/index.js';
const REFINE = '/p/node_modules/@refinedev/core/index.js';
const BUTTON = '/p/node_modules/@mui/material/Button/index.js';
const CART = '/p/src/storefront/cart/CartPage.tsx';
const REPORTS = '/p/src/resources/reports/ReportsPage.tsx';
const CHARTS = '/p/node_modules/charts/index.js';
const LIST_DIALOG = '/p/src/resources/shopping-lists/ListFormDialog.tsx';
const DIALOG_ONLY = '/p/node_modules/@mui/material/Dialog/index.js';

const chunkOf = graph({
  [APP]: { entry: true, imports: [ROUTES] },
  [ROUTES]: { dynamic: [AREA, CART] },
  [AREA]: { imports: [REFINE, LAYOUT], dynamic: [ORDERS, REPORTS] },
  [LAYOUT]: { imports: [BUTTON] },
  [ORDERS]: { imports: [GRID] },
  [GRID]: { imports: [DATA_GRID, BUTTON] },
  [DATA_GRID]: {},
  [REFINE]: {},
  [BUTTON]: {},
  // The cart (a storefront page) opens a dialog of the account area.
  [CART]: { imports: [BUTTON], dynamic: [LIST_DIALOG] },
  [LIST_DIALOG]: { imports: [DIALOG_ONLY] },
  [DIALOG_ONLY]: {},
  [REPORTS]: { imports: [CHARTS] },
  [CHARTS]: {},
});

describe('account chunks', () => {
  it('puts what the area’s frame imports, and nothing else reaches, into "account"', () => {
    expect(chunkOf(REFINE)).toBe('account');
    expect(chunkOf(LAYOUT)).toBe('account');
  });

  it('puts what the grid adds into "account-grid"', () => {
    expect(chunkOf(GRID)).toBe('account-grid');
    expect(chunkOf(DATA_GRID)).toBe('account-grid');
  });

  it('leaves out what a storefront page reaches, even through a dialog of the area it opens', () => {
    expect(chunkOf(BUTTON)).toBeNull();
    expect(chunkOf(DIALOG_ONLY)).toBeNull();
    expect(chunkOf(CART)).toBeNull();
  });

  it('leaves dynamically imported modules in chunks of their own, and what only some screens open apart', () => {
    expect(chunkOf(AREA)).toBeNull();
    expect(chunkOf(ORDERS)).toBeNull();
    expect(chunkOf(CHARTS)).toBeNull();
  });
});
