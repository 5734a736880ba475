/**
 * The demo API's state: the seed (rebuilt on start, never stored) plus the mutable part
 * (demoState.ts: carts, settings, placed orders, status changes), persisted through an adapter;
 * and the current orders, users and companies, the seed's with the demo's changes.
 */
import { emptyState, type DemoState } from './demoState';
import { defaultPersistence, type PersistenceAdapter } from './persistence';
import { buildSeed, SEED_VERSION } from './seed';
import type { Seed, SeedCompany, SeedOrder, SeedUser } from './types';

let seed: Seed | undefined;
let seedMillis = 0;
let state: DemoState | undefined;
/** What was last read or written, to notice changes made by another tab. */
let lastSerialized: string | null = null;
let persistence: PersistenceAdapter | undefined;

/** The seed, built on first use (deterministic, a few tens of milliseconds). */
export function getSeed(): Seed {
  if (!seed) {
    const started = performance.now();
    seed = buildSeed();
    seedMillis = performance.now() - started;
  }
  return seed;
}

/** How long building the seed took, in ms (0 until built). */
export const seedBuildMillis = (): number => seedMillis;

function adapter(): PersistenceAdapter {
  persistence ??= defaultPersistence();
  return persistence;
}

function load(raw: string | null): DemoState {
  lastSerialized = raw;
  if (!raw) return emptyState();
  try {
    const parsed = JSON.parse(raw) as Partial<DemoState>;
    if (parsed.version !== SEED_VERSION) return emptyState();
    return { ...emptyState(), ...parsed } as DemoState;
  } catch {
    return emptyState();
  }
}

/** The current mutable state (read-only use; change it through `updateState`). */
export function getState(): DemoState {
  if (!state) return (state = load(adapter().load()));
  if (adapter().shared) {
    const raw = adapter().load();
    if (raw !== lastSerialized) state = load(raw);
  }
  return state;
}

/** Applies a change to the state and persists it. */
export function updateState<T>(change: (draft: DemoState) => T): T {
  const current = getState();
  const result = change(current);
  lastSerialized = JSON.stringify(current);
  adapter().save(lastSerialized);
  return result;
}

/** Uses another persistence adapter (tests: memory; the browser default is localStorage). */
export function configurePersistence(next: PersistenceAdapter): void {
  persistence = next;
  state = undefined;
  lastSerialized = null;
}

/** Forgets every change made through the demo (carts, settings, orders); the seed stays. */
export function resetDemoData(): void {
  adapter().clear();
  lastSerialized = null;
  state = emptyState();
}

/** Rebuilds the seed for another day (tests). */
export function reseed(today?: Date): Seed {
  seed = buildSeed({ today });
  return seed;
}

/** Seeded orders with their current status, plus orders placed through the demo. */
export function allOrders(): SeedOrder[] {
  const { orderStatus, orderLines, orderChanges, placedOrders } = getState();
  // A changed order is a new object, so caches keyed by the order (orderTotals) never go stale.
  const current = (order: SeedOrder): SeedOrder =>
    orderStatus[order.id] || orderLines[order.id] || orderChanges[order.id]
      ? { ...order, ...orderChanges[order.id], status: orderStatus[order.id] ?? order.status, lines: orderLines[order.id] ?? order.lines }
      : order;
  return [...getSeed().orders.map(current), ...placedOrders.map(current)];
}

/** Seeded users plus the accounts created at checkout or by registration and the users administrators added (the one lookup of login and tokens), with passwords set through a link. */
export function allUsers(): SeedUser[] {
  const { registeredAccounts, passwords, companyUsers = [], userChanges } = getState();
  const users = registeredAccounts.length || companyUsers.length
    ? [...getSeed().users, ...registeredAccounts.map((account) => account.user), ...companyUsers.map((account) => account.user)]
    : getSeed().users;
  const hasPasswords = Boolean(passwords && Object.keys(passwords).length);
  const hasChanges = Boolean(userChanges && Object.keys(userChanges).length);
  if (!hasPasswords && !hasChanges) return users;
  // A password set through a link, and what an administrator changed (role, approval right, name), apply wherever the user does.
  return users.map((user) => {
    const change = userChanges?.[user.id];
    const password = passwords?.[user.login];
    return change || password !== undefined ? { ...user, ...change, ...(password !== undefined ? { password } : {}) } : user;
  });
}

/** Seeded companies plus those of accounts created at checkout. */
export function allCompanies(): SeedCompany[] {
  const { registeredAccounts, companyChanges } = getState();
  const companies = registeredAccounts.length ? [...getSeed().companies, ...registeredAccounts.map((account) => account.company)] : getSeed().companies;
  // A name or NIP changed by the company's administrator shows wherever the company does.
  if (!companyChanges || !Object.keys(companyChanges).length) return companies;
  return companies.map((company) => {
    const change = companyChanges[company.id];
    return change ? { ...company, name: change.name ?? company.name, taxId: change.taxId ?? company.taxId } : company;
  });
}
