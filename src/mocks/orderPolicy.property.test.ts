/**
 * The order policy's invariants under generated sequences of operations (fast-check): random seeded
 * users of the seeded companies (and a buyer given only "Marketing") fill carts, use quick order and
 * shopping lists, switch company, place orders on random cost centres, edit order lines, accept and
 * reject — all through the demo API's real handlers. After every step:
 * - no order is over a hard limit (a centre that may not be exceeded never has more used than its limit,
 *   and no order placed or raised in the step was refused by the rule);
 * - an order placed or raised over a limit that may be exceeded after approval is accepted only when an
 *   approver of the company placed it, raised it or accepted it;
 * - every order placed uses a cost centre its buyer was given;
 * - the data-only user changed no cart, order, list or report (and was answered 403);
 * - the lines of every order changed add up to its totals;
 * - every edit, decision and re-approval is an entry of the order's history;
 * - a deactivated user (the administrator deactivates and reactivates the buyer given "Marketing")
 *   is refused with 401 and changes nothing, a token issued before a deactivation stays refused after
 *   it, and nobody but an administrator deactivates or reactivates anyone.
 * With approval rules (the administrator creates, changes and deletes rules of up to three levels and
 * approvers' absences; a second approver, Ewa, and the administrator decide):
 * - an order is placed accepted only when the rules (and the limit) need no decision, and one placed
 *   waiting carries exactly the chain the rules need;
 * - an order raised in edit mode stands as one placed now with its new value would: only on a centre its
 *   editor may order on now, and where the rules (or the limit) need decisions it waits for exactly that
 *   chain from its first level, else its status stays;
 * - no order is accepted without a decision on every level of its chain, in order, each by someone who
 *   could decide that level when she did (the level's approver, her substitute on a day she is away, or
 *   another approver when the level's approver placed the order), and nobody decided on her own order;
 *   a refused decision is a 403 for who may not decide (409 when the order no longer waits or is over a hard limit);
 * - a decision that names a revision of the order other than its own (the approver saw it before an
 *   edit) decides nothing: the order still waits;
 * - each approver's queue, and its count, are exactly the orders she may decide now.
 * With budgets (the administrator changes a centre's limit, kind and period, creates, archives and
 * restores centres):
 * - only an administrator changes a budget, and a change rewrites no placed order (status and value stay);
 * - a hard limit that may not be exceeded is never passed by an order placed or raised after the change:
 *   what the centre has used stays within its limit, or within what it had used when its limit changed;
 * - no order is placed on an archived centre.
 * On a failure the message lists the steps (fast-check prints the seed and the shrunk counterexample).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callApi, tokenOf } from '../../tests/setup/demoHandlers';
import { withFreshDemoState } from '../../tests/setup/demoState';
import { costCentreDecision } from '../domain/costCentre';
import { allOrders, allUsers, getSeed, getState, resetDemoData } from './db/store';
import { issueToken, sessionFromToken, type Session } from './http/auth';
import type { SeedOrder, SeedProduct, SeedUser } from './db/types';
import { limitUsed } from './presenters/costCenter';
import { toSalesOrder } from './presenters/salesOrder';
import { statusHistory } from './presenters/orderTimeline';
import { userCostCenters } from './services/costCenters';
import { orderRevision } from './services/orderHistory';
import { centreWithoutOrder, isCompanyApprover, orderLimitValue } from './services/orderLimits';
import { absenceCovers, requiredChain, type ChainLevel } from '../domain/orderPolicy/approvalChain';
import { activeApprovers, approvalOf, companyRules, demoToday } from './services/orderApproval';
import { updateState } from './db/store';
import { allCostCenters, findCostCenter } from './db/budgetRecords';
import type { BudgetPeriod, LimitKind } from '../domain/budget';

withFreshDemoState();

/** A checkout form of a company user (a user added by an administrator has no address book yet). */
const ORDER_FORM = {
  paymentMethod: 'deferred', deliveryMethod: 'courier',
  newDeliveryAddress: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Poznań', zip: '60-101', phone1: '+48601234567' },
};

type Actor = 'kupiec' | 'akceptant' | 'dane' | 'marketing' | 'ewa';
/** Who a rule's level names: the administrator, the second approver, or the buyer (refused: no approval right). */
type Approver = 'akceptant' | 'ewa' | 'kupiec';

type Step =
  | { op: 'add' | 'set' | 'quick' | 'list'; actor: Actor; product: number; quantity: number }
  | { op: 'switch'; actor: Actor; decision: 'nothing' | 'move' | 'merge' }
  | { op: 'place'; actor: Actor; centre: number }
  | { op: 'editAdd' | 'editSet'; actor: Actor; order: number; product: number; quantity: number }
  | { op: 'editRemove'; actor: Actor; order: number; line: number }
  | { op: 'accept' | 'reject'; actor: Actor; order: number; seen?: 'current' | 'none' | 'stale' }
  | { op: 'deactivate' | 'reactivate'; actor: Actor }
  | { op: 'rule'; actor: Actor; centre: number; levels: { threshold: number; approver: Approver }[] }
  | { op: 'deleteRule'; actor: Actor; which: number }
  | { op: 'absence'; actor: Actor; approver: Approver; substitute: Approver; from: number; days: number }
  | { op: 'deleteAbsence'; actor: Actor; which: number }
  | { op: 'budget'; actor: Actor; centre: number; limit: number | null; kind: LimitKind; period: BudgetPeriod }
  | { op: 'newBudget'; actor: Actor; limit: number; kind: LimitKind; period: BudgetPeriod; users: Actor[] }
  | { op: 'archive' | 'restore'; actor: Actor; centre: number };

const BUDGET_STEPS = new Set(['budget', 'newBudget', 'archive', 'restore']);
/** Steps that change only a cart (or which company a user acts for). */
const CART_STEPS = new Set(['add', 'set', 'quick', 'list', 'switch']);

const single = (predicate: (product: SeedProduct) => boolean) =>
  getSeed().products.find((product) => product.packKind === 'single' && !product.discontinued && product.orderMultiple === 1 && product.stock > 50 && predicate(product));

/** A cheap, a middling and a dear product (plenty in stock, any quantity), so limits are reached both ways. */
const PRODUCTS = (): SeedProduct[] => {
  const picks = [single((p) => p.priceNet < 10), single((p) => p.priceNet > 40 && p.priceNet < 120), single((p) => p.priceNet > 400)];
  const fallback = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1).sort((a, b) => b.stock - a.stock);
  return picks.map((pick, index) => pick ?? fallback[index]);
};

// Buyers act most (their changes are what the rules guard); the approver decides, the data-only user tries anything.
const actorArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Actor>('kupiec') },
  { weight: 2, arbitrary: fc.constant<Actor>('marketing') },
  { weight: 2, arbitrary: fc.constant<Actor>('akceptant') },
  { weight: 1, arbitrary: fc.constant<Actor>('dane') },
  { weight: 2, arbitrary: fc.constant<Actor>('ewa') },
);
const approverArb = fc.constantFrom<Approver>('akceptant', 'ewa', 'akceptant', 'ewa', 'kupiec');
// Small thresholds: an everyday cart passes some levels; the administrator mostly keeps the rules.
const seenArb = fc.constantFrom('current' as const, 'none' as const, 'stale' as const);
const levelArb = fc.record({ threshold: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 20_000 })), approver: approverArb });
const ruleActor = fc.oneof({ weight: 4, arbitrary: fc.constant<Actor>('akceptant') }, { weight: 1, arbitrary: actorArb });
// Mostly the newest orders (those placed in the sequence), sometimes any of the company's.
const index = fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 1 }) }, { weight: 1, arbitrary: fc.nat({ max: 30 }) });
const quantity = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 4000 }));
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constantFrom('add' as const, 'set' as const, 'quick' as const, 'list' as const), actor: actorArb, product: fc.nat({ max: 2 }), quantity }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('switch' as const), actor: actorArb, decision: fc.constantFrom('nothing' as const, 'move' as const, 'merge' as const) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('place' as const), actor: actorArb, centre: fc.oneof(fc.constant(1), fc.nat({ max: 3 })) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constantFrom('editAdd' as const, 'editSet' as const), actor: actorArb, order: index, product: fc.nat({ max: 2 }), quantity }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('editRemove' as const), actor: actorArb, order: index, line: fc.nat({ max: 5 }) }) },
  // `seen`: the revision the decision names — the order's own, none, or one from before an edit (or after it).
  { weight: 2, arbitrary: fc.record({ op: fc.constant('accept' as const), actor: actorArb, order: index, seen: seenArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reject' as const), actor: actorArb, order: index, seen: seenArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('deactivate' as const, 'reactivate' as const), actor: actorArb }) },
  // centre 4: the company-wide rule.
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rule' as const), actor: ruleActor, centre: fc.nat({ max: 4 }), levels: fc.array(levelArb, { minLength: 1, maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteRule' as const), actor: ruleActor, which: fc.nat({ max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('absence' as const), actor: ruleActor, approver: approverArb, substitute: approverArb, from: fc.integer({ min: -1, max: 2 }), days: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteAbsence' as const), actor: ruleActor, which: fc.nat({ max: 3 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('budget' as const), actor: ruleActor, centre: fc.nat({ max: 5 }),
      limit: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 60_000 })),
      kind: fc.constantFrom<LimitKind>('hard', 'approval', 'none'), period: fc.constantFrom<BudgetPeriod>('month', 'quarter', 'year'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('newBudget' as const), actor: ruleActor, limit: fc.integer({ min: 0, max: 20_000 }),
      kind: fc.constantFrom<LimitKind>('hard', 'approval', 'none'), period: fc.constantFrom<BudgetPeriod>('month', 'quarter', 'year'),
      users: fc.subarray<Actor>(['kupiec', 'akceptant', 'marketing', 'ewa']),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('archive' as const, 'restore' as const), actor: ruleActor, centre: fc.nat({ max: 5 }) }) },
);

interface World {
  tokens: Record<Actor, string>;
  /** The buyer given only "Marketing", whom the administrator may deactivate and reactivate. */
  marketingId: number;
  marketingActive: boolean;
  /** Tokens the buyer held when she was deactivated: refused for good. */
  staleTokens: string[];
  products: SeedProduct[];
  /** Successful edits and decisions, and re-approvals, by order id. */
  edits: Map<number, number>;
  decisions: Map<number, number>;
  reapprovals: Map<number, number>;
  /** The second approver's id. */
  ewaId: number;
  /** What a centre had used right after its budget last changed (a lower limit does not rewrite placed orders). */
  usedAtChange: Map<number, number>;
  /** Centres created in the sequence (their names must differ). */
  created: number;
  /** The centre the last step created and the users it was created for (none: every user of the company). */
  lastCreated: { id: number; companyId: number; userIds: number[] } | null;
}

/** The user a token acts as now (a switch of company changes it). */
async function currentUser(token: string): Promise<SeedUser> {
  return (sessionFromToken(token) as Extract<Session, { kind: 'user' }>).user;
}

/** The user an actor is: her token's, or, deactivated (her token refused), the record itself. */
async function actorUser(world: World, actor: Actor): Promise<SeedUser> {
  if (actor === 'marketing' && !world.marketingActive) return allUsers().find((user) => user.id === world.marketingId)!;
  return currentUser(world.tokens[actor]);
}

async function setUp(): Promise<World> {
  const admin = tokenOf('akceptant@firma.demo', 1001);
  const created = await callApi('POST', '/companies/current/users', {
    token: admin,
    body: { firstName: 'Ola', lastName: 'Marketingowa', email: `ola.${Date.now()}@firma.demo`, roleId: 2, costCenterIds: [12] },
  });
  if (created.status !== 200 && created.status !== 201) throw new Error(`setup: ${JSON.stringify(created)}`);
  const marketing = (created.body.user as { id: number }).id;
  // A second approver who can log in (her password as if set through her link).
  const ewaLogin = `ewa.${Date.now()}@firma.demo`;
  const ewa = await callApi('POST', '/companies/current/users', { token: admin, body: { firstName: 'Ewa', lastName: 'Akceptująca', email: ewaLogin, roleId: 3 } });
  if (ewa.status !== 201) throw new Error(`setup: ${JSON.stringify(ewa)}`);
  updateState((state) => {
    state.passwords = { ...state.passwords, [ewaLogin]: 'EwaNowak2026' };
  });
  const ewaId = (ewa.body.user as { id: number }).id;
  return {
    tokens: { kupiec: tokenOf('kupiec@firma.demo'), akceptant: admin, dane: tokenOf('dane@firma.demo'), marketing: issueToken('user', String(marketing)), ewa: issueToken('user', String(ewaId)) },
    ewaId,
    marketingId: marketing,
    marketingActive: true,
    staleTokens: [],
    products: PRODUCTS(),
    edits: new Map(),
    decisions: new Map(),
    reapprovals: new Map(),
    usedAtChange: new Map(),
    lastCreated: null,
    created: 0,
  };
}

/** What the data-only user must never change. */
const guarded = () => {
  const state = getState();
  return JSON.stringify([state.carts, state.placedOrders, state.orderStatus, state.orderLines, state.orderEvents, state.shoppingLists, state.reports, state.complaints, state.offerRequests]);
};

const snapshot = () => new Map(allOrders().map((order) => [order.id, { order, status: order.status, value: orderLimitValue(order) }]));

/** How often the generated steps reach the rules' interesting cases (printed at the end). */
const coverage = { overApprovalLimit: 0, ruleChains: 0, raisedIntoChain: 0, raisedOnOwnCentre: 0, multiLevelAccepted: 0, queueChecks: 0 };

/** 9. Each approver's queue and its count are exactly the orders she may decide now. */
async function checkQueues(world: World): Promise<void> {
  for (const actor of ['akceptant', 'ewa'] as const) {
    const user = await currentUser(world.tokens[actor]);
    if (user.companyId !== 1001) continue;
    const queue = await callApi('GET', '/sales-orders/order-for-acceptance?limit=96', { token: world.tokens[actor] });
    const ids = (queue.body.salesOrders as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
    const expected = decidable(user);
    expect(ids, `${actor}'s queue`).toEqual(expected.slice(0, 96));
    const count = await callApi('GET', '/sales-orders/count-order-for-acceptance', { token: world.tokens[actor] });
    expect(count.body.count, `${actor}'s count`).toBe(expected.length);
    coverage.queueChecks += 1;
  }
}

const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);

const approverId = (world: World, who: Approver): number => (who === 'ewa' ? world.ewaId : who === 'akceptant' ? 3 : 2);
const day = (offset: number) => new Date(getSeed().today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Whether the user may decide the level today, stated from the rules themselves (not through the
 * demo API's code): never on her own order; any approver of the company but the buyer when the level
 * names none, names the buyer or names someone who no longer approves; else the level's approver, or her
 * substitute (an approver, not the buyer) on a day of her absence.
 */
function allowedToDecide(level: ChainLevel, user: SeedUser, order: { userId: number; companyId: number }): boolean {
  const approvers = activeApprovers(order.companyId).map((candidate) => candidate.id);
  if (user.id === order.userId || user.companyId !== order.companyId || !approvers.includes(user.id)) return false;
  if (level.approverId === null || level.approverId === order.userId || !approvers.includes(level.approverId)) return true;
  if (user.id === level.approverId) return true;
  const absence = (getState().approverAbsences ?? []).find((candidate) => candidate.companyId === order.companyId && candidate.approverId === level.approverId && absenceCovers(candidate, demoToday()));
  return absence !== undefined && absence.substituteId === user.id && absence.substituteId !== order.userId && approvers.includes(absence.substituteId);
}

/** The orders a user may decide now, by the rule above. */
const decidable = (user: SeedUser) =>
  allOrders()
    .filter((order) => order.companyId === user.companyId && order.status === 'awaitingAcceptance')
    .filter((order) => {
      const { chain, level } = approvalOf(order);
      return allowedToDecide(chain[level - 1], user, order);
    })
    .map((order) => order.id)
    .sort((a, b) => a - b);

/** The chain an order of its present value needs when placed (or raised) now by `user`, stated from the rules (src/domain). */
function neededNow(order: SeedOrder, user: SeedUser): ChainLevel[] {
  const centre = centreWithoutOrder(order);
  const value = orderLimitValue(order);
  return requiredChain({
    rules: companyRules(order.companyId), costCentreId: order.costCenterId, value,
    limitDecision: centre ? costCentreDecision(centre, value) : 'withinLimit', placedByApprover: isCompanyApprover(user, { id: order.companyId }),
  });
}

/** Who decided each level, checked as the decision was taken. */
const decidedBy: { orderId: number; level: number; userId: number; allowed: boolean }[] = [];

/** One "set" in five names one of the world's products, whether or not the cart or order holds it. */
const strayProduct = (step: { quantity: number }) => step.quantity % 5 === 3;

async function run(step: Step, world: World): Promise<{ status: number; orderId?: number }> {
  const token = world.tokens[step.actor];
  const user = await actorUser(world, step.actor);
  const companyOrders = () => allOrders().filter((order) => order.companyId === user.companyId).sort((a, b) => b.id - a.id);
  // Mostly orders the actor may change (her own, or any for an approver); the data-only user tries any.
  const pickOrder = (n: number, statuses: string[]) => {
    const candidates = companyOrders().filter((order) => statuses.includes(order.status) && (user.canApprove || user.roleName === 'onlyData' || order.userId === user.id || n % 7 === 0));
    return candidates.length ? candidates[n % candidates.length] : null;
  };
  switch (step.op) {
    case 'add':
      return callApi('POST', '/shopping-carts/current', { token, body: { productId: world.products[step.product].id, quantity: step.quantity } });
    case 'set': {
      // A quantity is set on a line of the cart; now and then on a product not in it (refused, 404).
      const cart = await callApi('GET', '/shopping-carts/current', { token, body: undefined });
      const lines = ((cart.body.shoppingCart as { items?: { productId: number }[] } | undefined)?.items ?? []).map((item) => item.productId);
      const productId = lines.length && !strayProduct(step) ? lines[step.product % lines.length] : world.products[step.product].id;
      return callApi('PATCH', '/shopping-carts/current', { token, body: { productId, quantity: step.quantity } });
    }
    case 'quick':
      return callApi('POST', '/shopping-carts/current/quick-order', { token, body: { lines: [{ line: 1, code: world.products[step.product].code, quantity: step.quantity }] } });
    case 'list': {
      const lists = await callApi('GET', '/shopping-lists', { token, body: undefined });
      const first = (lists.body.shoppingLists as { id: number }[] | undefined)?.[0];
      if (!first) return { status: 0 };
      const items = [{ itemId: world.products[step.product].id, quantity: step.quantity }];
      const put = await callApi('POST', `/shopping-lists/${first.id}/items`, { token, body: { items } });
      if (put.status !== 200 && put.status !== 201) return put;
      return callApi('POST', `/shopping-lists/${first.id}/add-to-shopping-cart`, { token, body: { items: [{ itemId: world.products[step.product].id, quantity: step.quantity }] } });
    }
    case 'switch': {
      const other = user.otherAccountIds[0];
      if (other === undefined) return callApi('POST', `/account-switcher/${user.id}`, { token, body: { userDecisionWhatToDoWithShoppingCarts: step.decision } });
      return callApi('POST', `/account-switcher/${other}`, { token, body: { userDecisionWhatToDoWithShoppingCarts: step.decision } });
    }
    case 'place': {
      // Archived and newly created centres too: an archived one must be refused.
      const centres = allCostCenters().filter((centre) => centre.companyId === user.companyId);
      const centre = centres[step.centre % centres.length];
      const answer = await callApi('POST', '/checkout/orders', { token, body: { ...ORDER_FORM, costCenterId: centre.id, insufficientStockDecision: 'waitForAll' } });
      return { status: answer.status, orderId: (answer.body.salesOrder as { id: number } | undefined)?.id };
    }
    case 'editAdd':
    case 'editSet':
    case 'editRemove': {
      const order = pickOrder(step.order, ['accepted', 'awaitingAcceptance']);
      if (!order) return { status: 0 };
      const answer = step.op === 'editRemove'
        ? await callApi('DELETE', `/sales-orders/${order.id}/item`, { token, body: { productId: order.lines[step.line % order.lines.length].productId } })
        : await callApi(step.op === 'editAdd' ? 'POST' : 'PATCH', `/sales-orders/${order.id}/item`, {
          token,
          // A quantity is set on a line of the order; now and then on a product not in it (refused, 404).
          body: { productId: step.op === 'editSet' && !strayProduct(step) ? order.lines[step.product % order.lines.length].productId : world.products[step.product].id, quantity: step.quantity },
        });
      if (answer.status === 200) {
        bump(world.edits, order.id);
        const after = allOrders().find((candidate) => candidate.id === order.id)!;
        // A raise that needs decisions sends the order back to approval, waiting or not (invariant 14 checks how).
        if (orderLimitValue(after) > orderLimitValue(order) + 0.0001 && neededNow(after, user).length) bump(world.reapprovals, order.id);
      }
      return { status: answer.status, orderId: order.id };
    }
    case 'accept':
    case 'reject': {
      const order = pickOrder(step.order, ['awaitingAcceptance']);
      if (!order) return { status: 0 };
      const { chain, level } = approvalOf(order);
      const allowed = allowedToDecide(chain[level - 1], user, order);
      const revision = orderRevision(order.id);
      const seenRevision = step.seen === 'current' ? revision : step.seen === 'stale' ? (revision > 0 ? revision - 1 : revision + 1) : undefined;
      const seen = seenRevision === undefined ? {} : { seenRevision };
      const answer = await callApi('POST', `/sales-orders/${order.id}/${step.op}`, { token, body: step.op === 'reject' ? { reason: 'Poza budżetem.', ...seen } : seen });
      // 13. A decision naming another revision of the order than its own decides nothing.
      if (step.seen === 'stale') {
        expect(answer.status, `${user.login} decided order ${order.number} (revision ${revision}) as revision ${seenRevision}`).not.toBe(200);
        expect(allOrders().find((candidate) => candidate.id === order.id)!.status, `order ${order.number} after a decision on another revision`).toBe('awaitingAcceptance');
      }
      if (answer.status === 200) {
        bump(world.decisions, order.id);
        decidedBy.push({ orderId: order.id, level, userId: user.id, allowed });
      } else if (!allowed && user.roleName !== 'onlyData' && !(step.actor === 'marketing' && !world.marketingActive)) {
        expect(answer.status, `${user.login} may not decide level ${level} of order ${order.number}`).toBe(403);
      }
      return { status: answer.status, orderId: order.id };
    }
    case 'deactivate': {
      const answer = await callApi('POST', `/companies/current/users/${world.marketingId}/deactivation`, { token, body: undefined });
      if (answer.status === 200) {
        world.staleTokens.push(world.tokens.marketing);
        world.marketingActive = false;
      }
      return answer;
    }
    case 'rule': {
      const centres = getSeed().costCenters.filter((centre) => centre.companyId === user.companyId);
      const centre = step.centre >= centres.length ? null : centres[step.centre].id;
      // Thresholds made to rise (the refusal of falling ones is the contract tests'); the approver as generated.
      let threshold = -1;
      const levels = step.levels.map((level) => {
        threshold = Math.max(threshold + 1, level.threshold);
        return { threshold, approverId: approverId(world, level.approver) };
      });
      const existing = (getState().approvalRules ?? []).find((rule) => rule.companyId === user.companyId && rule.costCenterId === centre);
      const answer = existing
        ? await callApi('PATCH', `/companies/current/approval-rules/${existing.id}`, { token, body: { levels } })
        : await callApi('POST', '/companies/current/approval-rules', { token, body: { costCenterId: centre, levels } });
      if (answer.status < 300) expect(user.roleName, `${user.login} changed a rule`).toBe('admin');
      return answer;
    }
    case 'deleteRule': {
      const rules = (getState().approvalRules ?? []).filter((rule) => rule.companyId === user.companyId);
      if (!rules.length) return { status: 0 };
      return callApi('DELETE', `/companies/current/approval-rules/${rules[step.which % rules.length].id}`, { token, body: undefined });
    }
    case 'absence':
      return callApi('POST', '/companies/current/approver-absences', {
        token,
        body: { approverId: approverId(world, step.approver), substituteId: approverId(world, step.substitute), dateFrom: day(step.from), dateTo: day(step.from + step.days) },
      });
    case 'deleteAbsence': {
      const absences = (getState().approverAbsences ?? []).filter((absence) => absence.companyId === user.companyId);
      if (!absences.length) return { status: 0 };
      return callApi('DELETE', `/companies/current/approver-absences/${absences[step.which % absences.length].id}`, { token, body: undefined });
    }
    case 'budget':
    case 'archive':
    case 'restore': {
      const centres = allCostCenters().filter((centre) => centre.companyId === user.companyId);
      const centre = centres[step.centre % centres.length];
      const answer = step.op === 'budget'
        ? await callApi('PATCH', `/companies/current/cost-centers/${centre.id}`, { token, body: { limit: step.limit, kind: step.kind, period: step.period } })
        : await callApi('POST', `/companies/current/cost-centers/${centre.id}/${step.op}`, { token, body: undefined });
      if (answer.status < 300) noteBudgetChange(world, centre.id);
      return answer;
    }
    case 'newBudget': {
      world.created += 1;
      const userIds = await Promise.all(step.users.map(async (actor) => (await actorUser(world, actor)).id));
      const answer = await callApi('POST', '/companies/current/cost-centers', {
        token,
        body: { name: `Projekt ${world.created}`, limit: step.limit, kind: step.kind, period: step.period, userIds },
      });
      const id = (answer.body.costCenter as { id: number } | undefined)?.id;
      if (answer.status < 300 && id !== undefined) {
        noteBudgetChange(world, id);
        world.lastCreated = { id, companyId: user.companyId, userIds };
      }
      return answer;
    }
    case 'reactivate': {
      const answer = await callApi('POST', `/companies/current/users/${world.marketingId}/reactivation`, { token, body: undefined });
      if (answer.status === 200) {
        world.marketingActive = true;
        // She logs in again: a new token (the old ones stay refused).
        world.tokens.marketing = issueToken('user', String(world.marketingId));
      }
      return answer;
    }
  }
}

/** Remembers what a centre has used right after its budget changed. */
function noteBudgetChange(world: World, centreId: number): void {
  const centre = findCostCenter(centreId)!;
  world.usedAtChange.set(centreId, limitUsed(centre, getSeed()));
}

function checkInvariants(step: Step, actor: SeedUser, answer: { status: number }, before: ReturnType<typeof snapshot>, guardedBefore: string, world: World, startIds: Set<number>, actorWasActive: boolean): void {
  const seed = getSeed();
  // 7. A deactivated user is refused and changes nothing; her old tokens stay refused; only an administrator (de)activates.
  if (step.actor === 'marketing' && !actorWasActive) {
    if (answer.status !== 0) expect(answer.status, 'a deactivated user answered').toBe(401);
    expect(guarded(), 'a deactivated user changed a cart, order, list or report').toBe(guardedBefore);
  }
  for (const stale of world.staleTokens) expect(() => sessionFromToken(stale), 'a token from before a deactivation').toThrow();
  if ((step.op === 'deactivate' || step.op === 'reactivate') && answer.status === 200) {
    expect(actor.roleName, `${actor.login} ${step.op}d a user`).toBe('admin');
  }
  // 1. No centre that may not be exceeded has more used than its limit (or than it had used when its limit was lowered).
  for (const centre of allCostCenters()) {
    if (centre.limit !== null && centre.isLimitHard && !centre.canExceedAfterApproval) {
      const allowed = Math.max(centre.limit, world.usedAtChange.get(centre.id) ?? 0);
      expect(limitUsed(centre, seed), `centre ${centre.name} over its hard limit`).toBeLessThanOrEqual(allowed + 0.005);
    }
  }
  // 11. A new centre is given to exactly the users it was created for (none named: every user of its company).
  if (world.lastCreated) {
    const { id, companyId, userIds } = world.lastCreated;
    const company = { ...seed.companies.find((candidate) => candidate.id === companyId)! };
    for (const member of allUsers().filter((candidate) => candidate.companyId === companyId)) {
      const given = userCostCenters(member, company).some((centre) => centre.id === id);
      expect(given, `new centre ${id}: given to ${member.login}`).toBe(!userIds.length || userIds.includes(member.id));
    }
    world.lastCreated = null;
  }
  // 10. Budgets: an administrator's alone, and a change rewrites no placed order.
  if (BUDGET_STEPS.has(step.op)) {
    if (answer.status > 0 && answer.status < 300) expect(actor.roleName, `${actor.login} changed a budget`).toBe('admin');
    for (const order of allOrders()) {
      const was = before.get(order.id);
      expect(was && [was.status, was.value], `order ${order.number} changed by a budget step`).toEqual([order.status, orderLimitValue(order)]);
    }
  }
  for (const order of allOrders()) {
    const was = before.get(order.id);
    // Only what this step changed can break the per-order rules.
    if (was && order === was.order) continue;
    const value = orderLimitValue(order);
    const raised = !was || value > was.value + 0.0001;
    const becameAccepted = order.status === 'accepted' && was?.status !== 'accepted';
    if (raised || becameAccepted) {
      const centre = centreWithoutOrder(order);
      const decision = centre ? costCentreDecision(centre, value) : 'withinLimit';
      if (raised && ['accepted', 'awaitingAcceptance'].includes(order.status)) {
        expect(decision, `order ${order.number} placed or raised over a hard limit`).not.toBe('refused');
      }
      // 2. Over an approval limit an order is accepted only by an approver's hand.
      if (decision === 'needsAcceptance') coverage.overApprovalLimit += 1;
      if (order.status === 'accepted' && decision === 'needsAcceptance') {
        const company = { id: order.companyId };
        expect(isCompanyApprover(actor, company), `order ${order.number} accepted over its approval limit by ${actor.login}`).toBe(true);
      }
    }
    // 5. The lines add up to the totals.
    if (raised || (was && Math.abs(value - was.value) > 0.0001)) {
      const detail = toSalesOrder(order, null);
      const sum = detail.items!.reduce((total, item) => total + item.valueObject.net, 0);
      expect(Math.abs(sum - detail.total.net), `order ${order.number}: lines ${sum} vs total ${detail.total.net}`).toBeLessThan(0.005);
    }
    // 3. An order placed in this step uses a centre its buyer was given (an archived one is given to nobody).
    if (!was && !startIds.has(order.id) && order.costCenterId !== null) {
      const buyer = allUsers().find((user) => user.id === order.userId)!;
      const company = { ...seed.companies.find((candidate) => candidate.id === order.companyId)! };
      expect(userCostCenters(buyer, company).map((centre) => centre.id), `order ${order.number} on a centre not given to ${buyer.login}`).toContain(order.costCenterId);
      expect(findCostCenter(order.costCenterId)?.isArchived, `order ${order.number} on an archived centre`).toBe(false);
    }
  }
  // 8. Approval rules: placed as the rules need; accepted only after every level, each by who could decide it, never by the buyer.
  for (const order of allOrders()) {
    const was = before.get(order.id);
    if (!was && !startIds.has(order.id)) {
      const needed = neededNow(order, allUsers().find((candidate) => candidate.id === order.userId)!);
      if (order.status === 'accepted') expect(needed, `order ${order.number} placed accepted though the rules need decisions`).toEqual([]);
      if (order.status === 'awaitingAcceptance') expect(approvalOf(order).chain, `order ${order.number}: its stored chain`).toEqual(needed);
      if (needed.length) coverage.ruleChains += 1;
    }
    // 14. An order raised in edit mode stands as one placed now with its new value would: when the rules
    // (and the limit) need decisions, it waits for exactly that chain from its first level; else its status stays.
    if (was && ['editAdd', 'editSet'].includes(step.op) && answer.status === 200 && orderLimitValue(order) > was.value + 0.0001) {
      // 15. …and only on a centre its editor may order on now (given to her, not archived).
      if (order.costCenterId !== null) {
        const company = { ...getSeed().companies.find((candidate) => candidate.id === order.companyId)! };
        expect(userCostCenters(actor, company).map((centre) => centre.id), `order ${order.number} raised by ${actor.login} on a centre not hers`).toContain(order.costCenterId);
        coverage.raisedOnOwnCentre += 1;
      }
      const needed = neededNow(order, actor);
      if (needed.length) {
        expect(order.status, `order ${order.number} raised by ${actor.login} where the rules need ${needed.length} level(s)`).toBe('awaitingAcceptance');
        expect(approvalOf(order), `order ${order.number}: the chain after the raise`).toMatchObject({ chain: needed, level: 1 });
        coverage.raisedIntoChain += 1;
      } else {
        expect(order.status, `order ${order.number} raised within the rules`).toBe(was.status);
      }
    }
    const stored = getState().orderApprovals?.[order.id];
    if (stored) {
      for (const decision of stored.decisions) expect(decision.byUserId, `order ${order.number}: a level decided by its buyer`).not.toBe(order.userId);
      if (order.status === 'accepted' && stored.decisions.length) {
        const accepted = stored.decisions.filter((decision) => decision.decision === 'accepted').slice(-stored.chain.length).map((decision) => decision.level);
        expect(accepted, `order ${order.number} accepted without every level`).toEqual(stored.chain.map((level) => level.level));
        if (stored.chain.length > 1) coverage.multiLevelAccepted += 1;
      }
    }
  }
  for (const decision of decidedBy) expect(decision.allowed, `order ${decision.orderId}: level ${decision.level} decided by user ${decision.userId}, who could not decide it`).toBe(true);
  // 4. The data-only user changed nothing.
  if (step.actor === 'dane') {
    if (answer.status !== 0) expect(answer.status, 'data-only user answered').toBe(403);
    expect(guarded(), 'data-only user changed a cart, order, list or report').toBe(guardedBefore);
  }
  // 6. Every edit, decision and re-approval is in the history.
  for (const [map, kind] of [[world.edits, 'edit'], [world.decisions, 'decision'], [world.reapprovals, 'reapproval']] as const) {
    for (const [orderId, count] of map) {
      const order = allOrders().find((candidate) => candidate.id === orderId)!;
      const entries = statusHistory(order).filter((entry) => entry.kind === kind);
      expect(entries.length, `order ${order.number}: ${kind} entries`).toBe(count);
      for (const entry of entries) expect(Number.isNaN(Date.parse(entry.at)), 'dated').toBe(false);
    }
  }
}

describe('the order policy under generated operation sequences', () => {
  it('keeps its invariants after every step', async () => {
    let runs = 0;
    let steps = 0;
    const stats = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 40 }), async (sequence) => {
        resetDemoData();
        decidedBy.length = 0;
        const world = await setUp();
        const startIds = new Set(allOrders().map((order) => order.id));
        runs += 1;
        const done: string[] = [];
        for (const step of sequence) {
          const actor = await actorUser(world, step.actor);
          const actorWasActive = step.actor !== 'marketing' || world.marketingActive;
          const before = snapshot();
          const guardedBefore = guarded();
          const answer = await run(step, world);
          steps += 1;
          done.push(`${JSON.stringify(step)} → ${answer.status}`);
          const key = `${step.op}:${answer.status}`;
          stats.set(key, (stats.get(key) ?? 0) + 1);
          try {
            checkInvariants(step, actor, answer, before, guardedBefore, world, startIds, actorWasActive);
            // A cart's step leaves every order, rule and user as it was: the queues cannot have changed.
            if (!CART_STEPS.has(step.op)) await checkQueues(world);
          } catch (error) {
            throw new Error(`${(error as Error).message}\nSteps:\n${done.join('\n')}`, { cause: error });
          }
        }
      }),
      {
        numRuns: Number(process.env.POLICY_RUNS ?? 250), // about 3 000 steps
        // The issue's repro first: a buyer's accepted Marketing order raised in edit mode.
        examples: [[[
          { op: 'add', actor: 'kupiec', product: 0, quantity: 5 },
          { op: 'place', actor: 'kupiec', centre: 1 },
          { op: 'editSet', actor: 'kupiec', order: 0, product: 2, quantity: 60 },
          { op: 'add', actor: 'kupiec', product: 1, quantity: 5 },
          { op: 'place', actor: 'kupiec', centre: 0 },
          { op: 'editSet', actor: 'kupiec', order: 0, product: 2, quantity: 4000 },
        ]], [[
          // Two levels on Dział IT (no limit): the administrator, then Ewa — away, her substitute decides; the administrator's own order goes to Ewa.
          { op: 'rule', actor: 'akceptant', centre: 4, levels: [{ threshold: 0, approver: 'akceptant' }, { threshold: 10, approver: 'ewa' }] },
          { op: 'add', actor: 'kupiec', product: 1, quantity: 5 },
          { op: 'place', actor: 'kupiec', centre: 2 },
          { op: 'accept', actor: 'ewa', order: 0 },
          { op: 'accept', actor: 'akceptant', order: 0 },
          { op: 'accept', actor: 'akceptant', order: 0 },
          { op: 'absence', actor: 'akceptant', approver: 'ewa', substitute: 'akceptant', from: 0, days: 1 },
          { op: 'accept', actor: 'akceptant', order: 0 },
          { op: 'deleteAbsence', actor: 'akceptant', which: 0 },
          { op: 'add', actor: 'akceptant', product: 1, quantity: 5 },
          { op: 'place', actor: 'akceptant', centre: 2 },
          { op: 'accept', actor: 'akceptant', order: 0 },
          { op: 'accept', actor: 'ewa', order: 0 },
          { op: 'accept', actor: 'ewa', order: 0 },
          { op: 'rule', actor: 'akceptant', centre: 4, levels: [{ threshold: 5, approver: 'ewa' }] },
          { op: 'add', actor: 'kupiec', product: 0, quantity: 3 },
          { op: 'place', actor: 'kupiec', centre: 2 },
          { op: 'reject', actor: 'ewa', order: 0 },
        ]]],
      },
    );
    expect(runs).toBeGreaterThan(0);
    console.info(`order policy: ${runs} sequences, ${steps} steps`, Object.fromEntries([...stats].sort()), coverage);
  }, 120_000);
});
