import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/routePaths';
import { canChangeCompanyData } from '../domain/accountSettings';
import { canManageCompanyUsers } from '../domain/permissions';
import { ACTION_RULES, RESOURCE_FLAGS, RULES } from './accessControlProvider';
import { ACCOUNT_SCREENS, EMBEDDED_ACCOUNT_SCREENS } from './accountScreens';
import { bindingOf, resourceBindings } from './dataProvider';
import { MENU_RESOURCES } from './layout/accountMenu';
import type { ActionRule, ResourceDescriptor } from './resourceDescriptor';
import { RESOURCES, refineResources } from './resources';

const HERE = dirname(fileURLToPath(import.meta.url));
const DESCRIPTORS: readonly ResourceDescriptor[] = RESOURCES;

describe('the resources list (one descriptor per account resource)', () => {
  it('names every resource once', () => {
    const names = DESCRIPTORS.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(DESCRIPTORS.map((resource) => [resource.name, resource] as const))('%s: its routes are in the route table and its screens exist', (_name, resource) => {
    const screens = { ...resource.screens, ...resource.embeddedScreens };
    const routeNames = [...Object.values(resource.routes ?? {}), ...Object.keys(screens), ...(resource.menu ?? [])];
    for (const route of routeNames) expect(ROUTES, route).toHaveProperty([route]);
    // Refine's list and detail pages are drawn by a screen of the same resource.
    for (const route of Object.values(resource.routes ?? {})) expect(Object.keys(screens)).toContain(route);
    for (const module of Object.values(screens)) {
      expect(existsSync(join(HERE, `${module}.tsx`)), module).toBe(true);
      // AccountArea.tsx finds screens by these names (import.meta.glob); ui/ holds no screen.
      expect(module).toMatch(/^(?!ui\/)[\w-]+\/(\w+(List|Show|Page)|Dashboard)$/);
    }
  });
});

describe('what derives from the resources list', () => {
  it("gives Refine the same resources, in the same order, with the same pages", () => {
    expect(refineResources('pl')).toEqual([
      { name: 'sales-orders', list: '/moje-konto/zamowienia', show: '/moje-konto/zamowienia/:id' },
      { name: 'orders-for-acceptance', list: '/moje-konto/zamowienia-oczekujace' },
      { name: 'sales-invoices', list: '/moje-konto/faktury', show: '/moje-konto/faktury/:id' },
      { name: 'cost-centres', list: '/moje-konto/centra-kosztowe' },
      { name: 'notifications', list: '/moje-konto/powiadomienia' },
      { name: 'user-settings' },
      { name: 'current-company' },
      { name: 'delivery-addresses', list: '/moje-konto/adresy' },
      { name: 'frequently-bought', list: '/moje-konto/czesto-kupowane' },
      { name: 'shopping-lists', list: '/moje-konto/lista', show: '/moje-konto/lista/:id' },
      { name: 'complaints', list: '/moje-konto/zwroty', show: '/moje-konto/zwroty/:id' },
      { name: 'reports', list: '/moje-konto/raporty' },
      { name: 'offers', list: '/moje-konto/oferty', show: '/moje-konto/oferty/:id' },
      { name: 'my-offer', list: '/moje-konto/moja-oferta' },
      { name: 'mini-catalogues', list: '/moje-konto/minikatalogi', show: '/moje-konto/minikatalogi/:id' },
      { name: 'company-users', list: '/moje-konto/uzytkownicy' },
      { name: 'approval-rules', list: '/moje-konto/reguly-akceptacji' },
      { name: 'audit-log', list: '/moje-konto/dziennik-zdarzen' },
    ]);
    expect(refineResources('en')).toEqual([
      { name: 'sales-orders', list: '/en/my-account/orders', show: '/en/my-account/orders/:id' },
      { name: 'orders-for-acceptance', list: '/en/my-account/orders-awaiting-acceptance' },
      { name: 'sales-invoices', list: '/en/my-account/invoices', show: '/en/my-account/invoices/:id' },
      { name: 'cost-centres', list: '/en/my-account/cost-centres' },
      { name: 'notifications', list: '/en/my-account/notifications' },
      { name: 'user-settings' },
      { name: 'current-company' },
      { name: 'delivery-addresses', list: '/en/my-account/addresses' },
      { name: 'frequently-bought', list: '/en/my-account/frequently-bought' },
      { name: 'shopping-lists', list: '/en/my-account/list', show: '/en/my-account/list/:id' },
      { name: 'complaints', list: '/en/my-account/returns', show: '/en/my-account/returns/:id' },
      { name: 'reports', list: '/en/my-account/reports' },
      { name: 'offers', list: '/en/my-account/offers', show: '/en/my-account/offers/:id' },
      { name: 'my-offer', list: '/en/my-account/my-offer' },
      { name: 'mini-catalogues', list: '/en/my-account/mini-catalogues', show: '/en/my-account/mini-catalogues/:id' },
      { name: 'company-users', list: '/en/my-account/users' },
      { name: 'approval-rules', list: '/en/my-account/approval-rules' },
      { name: 'audit-log', list: '/en/my-account/audit-log' },
    ]);
  });

  it('gives the build and the account area the same screens, in the same order', () => {
    expect(Object.entries(ACCOUNT_SCREENS)).toEqual([
      ['dashboard', 'dashboard/Dashboard'],
      ['dashboard-orders', 'orders/OrdersList'],
      ['dashboard-orders-slug', 'orders/OrderShow'],
      ['dashboard-acceptance', 'acceptance/AcceptanceList'],
      ['dashboard-invoices', 'invoices/InvoicesList'],
      ['dashboard-invoices-slug', 'invoices/InvoiceShow'],
      ['dashboard-cost-centres', 'cost-centres/CostCentresList'],
      ['dashboard-notifications', 'notifications/NotificationsList'],
      ['dashboard-settings', 'settings/SettingsPage'],
      ['dashboard-addresses', 'addresses/AddressesList'],
      ['dashboard-frequently-bought', 'frequently-bought/FrequentlyBoughtPage'],
      ['dashboard-list', 'shopping-lists/ShoppingListsList'],
      ['dashboard-list-slug', 'shopping-lists/ShoppingListShow'],
      ['dashboard-returns', 'complaints/ReturnsList'],
      ['dashboard-returns-slug', 'complaints/ComplaintShow'],
      ['dashboard-complaints', 'complaints/ComplaintsList'],
      ['dashboard-returns-iframe', 'complaints/ReturnsIframeList'],
      ['dashboard-returns-iframe-slug', 'complaints/ReturnIframeShow'],
      ['dashboard-reports', 'reports/ReportsPage'],
      ['dashboard-offers', 'offers/OffersList'],
      ['dashboard-offers-slug', 'offers/OfferPage'],
      ['dashboard-my-offer', 'offers/MyOfferPage'],
      ['dashboard-minicatalogs', 'mini-catalogues/MiniCataloguesList'],
      ['dashboard-minicatalogs-slug', 'mini-catalogues/MiniCatalogueShow'],
      ['dashboard-minicatalogs-slug-page-number', 'mini-catalogues/MiniCatalogueShow'],
      ['dashboard-users', 'company-users/CompanyUsersList'],
      ['dashboard-approval-rules', 'approval-rules/ApprovalRulesPage'],
      ['dashboard-audit-log', 'audit-log/AuditLogList'],
    ]);
    expect(EMBEDDED_ACCOUNT_SCREENS).toEqual(['dashboard-returns-iframe', 'dashboard-returns-iframe-slug']);
  });

  it('gates the same menu entries by the same resources', () => {
    expect(MENU_RESOURCES).toEqual({
      'dashboard-orders': 'sales-orders',
      'dashboard-acceptance': 'orders-for-acceptance',
      'dashboard-invoices': 'sales-invoices',
      'dashboard-reports': 'reports',
      'dashboard-cost-centres': 'cost-centres',
      'dashboard-list': 'shopping-lists',
      'dashboard-offers': 'offers',
      'dashboard-my-offer': 'my-offer',
      'dashboard-minicatalogs': 'mini-catalogues',
      'dashboard-users': 'company-users',
      'dashboard-approval-rules': 'approval-rules',
      'dashboard-audit-log': 'audit-log',
    });
  });

  it('checks the same acl flags and action rules', () => {
    expect(RESOURCE_FLAGS).toEqual({
      'sales-invoices': 'invoices',
      reports: 'reports',
      'orders-for-acceptance': 'ordersForAcceptance',
      'mini-catalogues': 'catalogSubsetType',
      'mini-catalogue-products': 'catalogSubsetType',
    });
    const ruleNames = new Map<ActionRule, string>(Object.entries(RULES).map(([name, rule]) => [rule, name]));
    const ruledActions = Object.fromEntries(
      Object.entries(ACTION_RULES).map(([resource, rules]) => [resource, Object.fromEntries(Object.entries(rules ?? {}).map(([action, rule]) => [action, ruleNames.get(rule!)]))]),
    );
    expect(ruledActions).toEqual({
      'delivery-addresses': { create: 'createAddress', edit: 'createAddress', delete: 'createAddress' },
      'current-company': { edit: 'changeCompanyData' },
      offers: { list: 'companyCustomer', create: 'companyCustomer' },
      'my-offer': { list: 'companyCustomer' },
      'company-users': { list: 'manageCompanyUsers', create: 'manageCompanyUsers', edit: 'manageCompanyUsers' },
      budgets: { list: 'manageCompanyUsers', create: 'manageCompanyUsers', edit: 'manageCompanyUsers' },
      'approval-rules': { list: 'manageCompanyUsers', create: 'manageCompanyUsers', edit: 'manageCompanyUsers', delete: 'manageCompanyUsers' },
      'audit-log': { list: 'manageCompanyUsers' },
    });
    expect(RULES.manageCompanyUsers).toBe(canManageCompanyUsers);
    expect(RULES.changeCompanyData).toBe(canChangeCompanyData);
  });

  it('serves the same operations of every resource in the data provider', () => {
    const shape = Object.fromEntries(
      Object.entries(resourceBindings).map(([resource, binding]) => [
        resource,
        Object.fromEntries(Object.entries(binding).map(([operation, value]) => [operation, typeof value === 'function' ? 'call' : Object.keys(value as object).sort()])),
      ]),
    );
    expect(shape).toEqual({
      'spend-orders': { list: 'call' },
      'sales-orders': { list: 'call', one: 'call', update: 'call', actions: ['accept', 'copy', 'pay', 'reject', 'removeItem'] },
      'orders-for-acceptance': { list: 'call' },
      'sales-invoices': { list: 'call', one: 'call', actions: ['pay'], collectionActions: ['payMany'] },
      'cost-centres': { list: 'call' },
      budgets: { list: 'call', create: 'call', update: 'call', actions: ['archive', 'restore'] },
      notifications: { list: 'call', actions: ['read'], collectionActions: ['readAll'] },
      'user-settings': { list: 'call', actions: ['set'] },
      'current-company': { list: 'call', one: 'call', update: 'call' },
      'delivery-addresses': { list: 'call', create: 'call', update: 'call', remove: 'call', actions: ['setDefault'] },
      'frequently-bought': { list: 'call' },
      'shopping-lists': { list: 'call', one: 'call', create: 'call', update: 'call', remove: 'call', actions: ['addToCart', 'removeItem', 'removeItems', 'setQuantity'] },
      'shopping-list-types': { list: 'call' },
      'shopping-list-cycles': { list: 'call' },
      complaints: { list: 'call', one: 'call', create: 'call' },
      'complaint-orders': { list: 'call' },
      'complaint-documents': { list: 'call', collectionActions: ['load'] },
      reports: { list: 'call', create: 'call', remove: 'call' },
      'report-types': { list: 'call' },
      'spending-summary': { list: 'call', one: 'call' },
      offers: { list: 'call', one: 'call', create: 'call', actions: ['addToCart'] },
      'my-offer': { list: 'call' },
      'product-suggestions': { list: 'call' },
      'mini-catalogues': { list: 'call' },
      'mini-catalogue-products': { list: 'call' },
      'company-users': { list: 'call', create: 'call', update: 'call', actions: ['deactivate', 'reactivate', 'resendInvitation'] },
      'approval-rules': { list: 'call', create: 'call', update: 'call', remove: 'call' },
      'approver-absences': { list: 'call', create: 'call', remove: 'call' },
      'audit-log': { list: 'call' },
    });
  });

  it('refuses a descriptor whose binding leads nowhere', () => {
    expect(() => bindingOf({ name: 'x', binding: 'orders/ordersResource#noSuchBinding' })).toThrow('No binding orders/ordersResource#noSuchBinding for the resource x');
    expect(() => bindingOf({ name: 'x', binding: 'orders/noSuchResource#salesOrdersBinding' })).toThrow();
  });

  it('answers with an empty list where a resource has nothing to list', async () => {
    for (const resource of ['user-settings', 'spending-summary']) {
      expect(await resourceBindings[resource].list({ limit: 24, offset: 0 })).toEqual({ data: [], total: 0 });
    }
  });
});

/** The source files of the account area (tests left out), relative to src/resources/. */
function sourceFiles(folder = HERE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(HERE, path)] : [];
  });
}

/** The code of a file without its comments, and without acl flag names (`flag: 'reports'` names a flag, not a resource). */
function code(file: string): string {
  return readFileSync(join(HERE, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/flag:\s*'[^']*'/g, '');
}

/** The files that register resources: each key is written in them once, as its constant. */
const isRegistration = (file: string): boolean =>
  /(^|\/)(\w+Resource|resource|resources|resourceDescriptor|dataProvider|accessControlProvider|accountScreens|AccountArea|accountMenu|build)\.tsx?$/.test(file);

describe('resource keys', () => {
  const names = DESCRIPTORS.map((resource) => resource.name);
  const written = (source: string, name: string): number => (source.match(new RegExp(`(['"])${name}\\1`, 'g')) ?? []).length;
  const files = sourceFiles().map((file) => ({ file, source: code(file) }));

  it('are written once in the registration, as the constant the descriptor and the screens import', () => {
    const registration = files.filter(({ file }) => isRegistration(file));
    for (const name of names) {
      const places = registration.flatMap(({ file, source }) => Array.from({ length: written(source, name) }, () => file));
      expect(places, name).toHaveLength(1);
      expect(places[0], name).toMatch(/(^|\/)resource\.ts$/);
    }
  });

  it('are not written out anywhere else: screens and hooks import the constant', () => {
    const outside = files
      .filter(({ file }) => !isRegistration(file))
      .flatMap(({ file, source }) => names.filter((name) => written(source, name) > 0).map((name) => `${file}: ${name}`));
    expect(outside).toEqual([]);
  });
});

describe('what the build reads (build.ts)', () => {
  /** Every module `entry` loads at run time (type-only imports left out), followed through relative imports. */
  function runtimeGraph(entry: string): { files: string[]; packages: string[] } {
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      if (!/\.tsx?$/.test(file)) return;
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
        if (!specifier.startsWith('.')) {
          packages.add(specifier);
          continue;
        }
        const base = resolve(dirname(file), specifier);
        const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
        visit(found ?? `${base} (not found)`);
      }
    };
    visit(entry);
    return { files: [...files].map((file) => relative(join(HERE, '..'), file)), packages: [...packages] };
  }

  it('loads no screen, no stylesheet, no data module and no package', () => {
    const { files, packages } = runtimeGraph(join(HERE, 'build.ts'));
    expect(files).toContain('resources/resources.ts');
    expect(files).toContain('resources/orders/resource.ts');
    // Names of modules only: no screen, no data module (they load the API client), no package at all.
    expect(files.filter((file) => !/^(resources\/([\w-]+\/)?(resource|resources|accountScreens|build|phoneQuery)|routing\/routePaths)\.ts$/.test(file))).toEqual([]);
    expect(packages).toEqual([]);
  });
});
