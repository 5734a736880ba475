/**
 * The account switcher (spec §3 "Other account", §4 "Account switch", §6 "Company switch"): one person
 * with user records in several companies (akceptant@firma.demo: user 3 in Meblomax sp. z o.o., user 4
 * in Meblomax Logistyka sp. z o.o.) works in one of them at a time.
 *
 * - `accountSwitcher(session)`: the other accounts, with company and role (403 without the acl
 *   `canSwitchToOtherAccounts`, as the contract documents).
 * - `switchInfo(session, userId)`: what switching means for the carts. A decision is needed when the
 *   current cart is not empty; the options are "nothing" (the cart stays in this company), "move" (the
 *   cart goes to the other company, replacing its cart) and, when the other company's cart is not
 *   empty either, "merge" (both carts together, in the other company).
 * - `switchAccount(session, userId, decision)`: applies the decision and makes the account the login's
 *   active one (`state.activeAccounts`; http/auth.ts sessionFromToken resolves it, so from the next
 *   request on every operation sees the other company: prices, acl, cost centres, cart). Its message
 *   says that prices now follow the other company (its negotiated prices or the list prices).
 *
 * Moving lines checks each against the other company's rules (`checkQuantity`: a category it may not
 * order from, a product no longer offered, the maximum): such a line is not moved, it stays in the
 * cart it came from, and the answer's message names it, so nothing a buyer collected is lost.
 */
import type { AccountInfo, AccountSwitchInfoResponse, AccountSwitcherResponse, AccountSwitchResponse, MoveCartOption, ShoppingCartDecision } from '../../generated/model';
import { allCompanies, allUsers, getState, updateState } from '../db/store';
import type { CartLine } from '../db/orderRecords';
import { plural } from '../db/text';
import type { SeedCompany, SeedUser } from '../db/types';
import { cartOwner, type Session } from '../http/auth';
import { forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { viewContext, type ViewContext } from '../presenters/context';
import { addQuantities, cartFor, cartLines, checkQuantity, clearCart } from './cart';
import { mergePromoCodes } from './promoCodes';
import { aclOf } from './users';

type UserSession = Extract<Session, { kind: 'user' }>;

/** One of a person's accounts: a user record and its company. */
export interface Account {
  user: SeedUser;
  company: SeedCompany;
}

const accountSession = (account: Account): UserSession => ({ kind: 'user', user: account.user, company: account.company, token: '' });
/** Each account has its own cart (`u:<userId>`). */
const ownerOf = (account: Account): string => cartOwner(accountSession(account));
const quoted = (name: string) => `„${name}”`;

/** The answers' texts in the request's language (a refused line's reason is the cart's own Polish message). */
const TEXTS = {
  pl: {
    keep: (from: string) => `Zostaw koszyk w firmie ${quoted(from)}`,
    move: (to: string, replaces: boolean) => `Przenieś koszyk do firmy ${quoted(to)}${replaces ? ' (zastąpi jej koszyk)' : ''}`,
    merge: (to: string) => `Połącz oba koszyki w firmie ${quoted(to)}`,
    products: (count: number) => `${count} ${plural(count, 'produkt', 'produkty', 'produktów')}`,
    question: (from: string, count: string, to: string) => `W koszyku firmy ${quoted(from)} masz ${count}. Co zrobić z koszykiem po przejściu do firmy ${quoted(to)}?`,
    refused: (count: string, from: string, to: string) => `${count} nie da się przenieść – firma ${quoted(to)} nie może ich zamawiać; zostaną w koszyku firmy ${quoted(from)}.`,
    switched: (to: string) => `Pracujesz teraz w firmie ${quoted(to)}.`,
    prices: (to: string, negotiated: boolean) =>
      negotiated ? `Ceny w sklepie są teraz cenami firmy ${quoted(to)}, z jej cenami negocjowanymi.` : `Ceny w sklepie są teraz cenami firmy ${quoted(to)}: cenami katalogowymi, bez cen negocjowanych.`,
    moved: 'Koszyk został przeniesiony.',
    merged: 'Koszyki zostały połączone.',
    stayed: (name: string, from: string, reason: string) => `Produkt ${quoted(name)} został w koszyku firmy ${quoted(from)}: ${reason}`,
  },
  en: {
    keep: (from: string) => `Keep the cart in “${from}”`,
    move: (to: string, replaces: boolean) => `Move the cart to “${to}”${replaces ? ' (it replaces its cart)' : ''}`,
    merge: (to: string) => `Merge both carts in “${to}”`,
    products: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
    question: (from: string, count: string, to: string) => `Your cart in “${from}” holds ${count}. What should happen to it when you switch to “${to}”?`,
    refused: (count: string, from: string, to: string) => `${count} cannot be moved – “${to}” may not order them; they stay in the cart of “${from}”.`,
    switched: (to: string) => `You are now working in “${to}”.`,
    prices: (to: string, negotiated: boolean) =>
      negotiated ? `Prices in the shop now follow “${to}”, with its negotiated prices.` : `Prices in the shop now follow “${to}”: list prices, without negotiated prices.`,
    moved: 'The cart has been moved.',
    merged: 'The carts have been merged.',
    stayed: (name: string, from: string, reason: string) => `“${name}” stayed in the cart of “${from}”: ${reason}`,
  },
} satisfies Record<DemoLocale, unknown>;

function requireSwitching(session: UserSession): void {
  if (session.punchOut) throw forbidden('W sesji punch-out nie można zmienić firmy.');
  if (!aclOf(session.user, session.company).canSwitchToOtherAccounts) throw forbidden('Twoje konto nie może przełączać się między firmami.');
}

/** The accounts the user may switch to (its `otherAccountIds` that exist). */
export function otherAccountsOf(user: SeedUser): Account[] {
  const users = allUsers();
  const companies = allCompanies();
  return user.otherAccountIds.flatMap((id) => {
    const other = users.find((candidate) => candidate.id === id);
    const company = other && companies.find((candidate) => candidate.id === other.companyId);
    return other && company ? [{ user: other, company }] : [];
  });
}

/** GET account-switcher. */
export function accountSwitcher(session: UserSession): AccountSwitcherResponse {
  requireSwitching(session);
  return {
    accounts: otherAccountsOf(session.user).map(({ user, company }) => ({
      userId: user.id,
      companyUserCanSwitchTo: { id: company.id, name: company.name },
      roleName: user.roleName,
    })),
  };
}

function targetAccount(session: UserSession, userId: number): Account {
  requireSwitching(session);
  const target = otherAccountsOf(session.user).find((account) => account.user.id === userId);
  if (!target) throw notFound(`Nie znaleziono konta ${userId} wśród kont, na które możesz się przełączyć.`);
  return target;
}

/** Lines of `lines` the target may not take (with the reason), checked as they would end up there. */
function refusedLines(lines: readonly CartLine[], targetLines: readonly CartLine[], toCtx: ViewContext): { line: CartLine; reason: string }[] {
  return lines.flatMap((line) => {
    const product = toCtx.seed.productById.get(line.productId);
    if (!product) return [];
    const already = targetLines.find((candidate) => candidate.productId === line.productId)?.quantity ?? 0;
    const check = checkQuantity(product, already + line.quantity, toCtx);
    return check.ok ? [] : [{ line, reason: check.message }];
  });
}

function accountInfo(account: Account, ctx: ViewContext): AccountInfo {
  const cart = cartFor(ownerOf(account), ctx);
  return { userId: account.user.id, companyName: account.company.name, cartItemsCount: cart.items.length, cartTotal: cart.total };
}

/** GET account-switcher/{userId}. */
export function switchInfo(session: UserSession, userId: number, locale: DemoLocale = 'pl'): AccountSwitchInfoResponse {
  const target = targetAccount(session, userId);
  const from: Account = { user: session.user, company: session.company };
  const fromInfo = accountInfo(from, viewContext(session));
  const toCtx = viewContext(accountSession(target));
  const toInfo = accountInfo(target, toCtx);
  const base = { accountFromInfo: fromInfo, accountToInfo: toInfo };
  if (fromInfo.cartItemsCount === 0) return { ...base, message: null, isDecisionNeeded: false, moveCartOptions: [] };

  const text = TEXTS[locale];
  const fromName = from.company.name;
  const toName = target.company.name;
  const options: MoveCartOption[] = [
    { value: 'nothing', label: text.keep(fromName) },
    { value: 'move', label: text.move(toName, toInfo.cartItemsCount > 0) },
  ];
  if (toInfo.cartItemsCount) options.push({ value: 'merge', label: text.merge(toName) });
  const refused = refusedLines(cartLines(ownerOf(from)), [], toCtx);
  const message = [
    text.question(fromName, text.products(fromInfo.cartItemsCount), toName),
    refused.length ? text.refused(text.products(refused.length), fromName, toName) : '',
  ].filter(Boolean).join(' ');
  return { ...base, message, isDecisionNeeded: true, moveCartOptions: options };
}

/**
 * Takes the cart of `from` to `to`: with `replace` the target's own cart (and its promo code) goes
 * first. Lines the target may not order stay where they were; returns their notes.
 */
function carryCart(from: Account, to: Account, replace: boolean, locale: DemoLocale): string[] {
  const source = ownerOf(from);
  const target = ownerOf(to);
  const toCtx = viewContext(accountSession(to));
  if (replace) clearCart(target);
  const lines = cartLines(source);
  const refused = refusedLines(lines, cartLines(target), toCtx);
  const carried = new Map(lines.filter((line) => !refused.some((entry) => entry.line === line)).map((line) => [line.productId, line.quantity]));
  addQuantities(target, carried);
  updateState((state) => {
    if (refused.length) state.carts[source] = refused.map((entry) => entry.line);
    else delete state.carts[source];
  });
  if (carried.size) mergePromoCodes(source, target);
  return refused.map(({ line, reason }) => {
    const name = toCtx.seed.productById.get(line.productId)?.name ?? String(line.productId);
    return TEXTS[locale].stayed(name, from.company.name, reason);
  });
}

/** POST account-switcher/{userId}. */
export function switchAccount(session: UserSession, userId: number, decision: ShoppingCartDecision, locale: DemoLocale = 'pl'): AccountSwitchResponse {
  const target = targetAccount(session, userId);
  const from: Account = { user: session.user, company: session.company };
  const notes = decision === 'nothing' ? [] : carryCart(from, target, decision === 'move', locale);
  updateState((state) => {
    (state.activeAccounts ??= {})[session.user.login] = target.user.id;
  });
  const text = TEXTS[locale];
  const done = { nothing: '', move: text.moved, merge: text.merged }[decision];
  // Prices follow the company (its negotiated prices or the list): the buyer is told so.
  const message = [text.switched(target.company.name), text.prices(target.company.name, target.company.hasOffer), done, ...notes].filter(Boolean).join(' ');
  return { message, userId: target.user.id };
}

/** A new login starts in the account it logged in with (called at login). */
export function forgetActiveAccount(login: string): void {
  if (getState().activeAccounts?.[login] === undefined) return;
  updateState((state) => {
    delete state.activeAccounts?.[login];
  });
}
