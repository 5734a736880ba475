/**
 * Promo codes of a cart: applying one (one code per cart, a new one replaces the old), checking it
 * again on every presentation of the cart, and the Polish messages of each outcome. A code whose
 * minimum the cart no longer reaches stays remembered ("on hold", with what is missing) and applies
 * again by itself once the goods reach it; an expired or withdrawn code is dropped with a notice.
 */
import { formatPln } from '../../domain/money';
import { holdsCode, normalizePromoCode, promoCodeOutcome, type PromoCodeOutcome, type PromoCodeRule } from '../../domain/promoCode';
import type { PromoCodeOnHold } from '../../generated/model';
import { promoCodeRule } from '../db/seed/promoCodes';
import { getState, updateState } from '../db/store';
import { DemoHttpError } from '../http/errors';
import { polishDate } from '../presenters/product';
import { aclOf } from './users';
import type { ViewContext } from '../presenters/context';

/** What the owner's code does to the cart now. */
export interface PromoEffect {
  /** The code in effect (null: none). */
  code: string | null;
  discountNet: number;
  freeDelivery: boolean;
  /** Why a code was just dropped from the cart (null otherwise). */
  notice: string | null;
  /** The remembered code that does not apply to the cart now, and why (null otherwise). */
  onHold?: PromoCodeOnHold | null;
}

export const NO_PROMO: PromoEffect = { code: null, discountNet: 0, freeDelivery: false, notice: null, onHold: null };

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const polishDay = (iso: string): string => polishDate(new Date(`${iso}T00:00:00Z`));

/** Why a code does not apply, as the end of a sentence starting with the code. */
function reason(rule: PromoCodeRule, outcome: Exclude<PromoCodeOutcome, { status: 'applied' }>): string {
  switch (outcome.status) {
    case 'expired':
      return `wygasł ${polishDay(outcome.validTo)}`;
    case 'notYetValid':
      return `obowiązuje od ${polishDay(outcome.validFrom)}`;
    case 'belowMinimum':
      return `obowiązuje od ${formatPln(rule.minimumNet)} netto wartości produktów – brakuje ${formatPln(outcome.missingNet)}`;
  }
}

const ERROR_CODES = { expired: 'PROMO-CODE-EXPIRED', notYetValid: 'PROMO-CODE-NOT-YET-VALID', belowMinimum: 'PROMO-CODE-MINIMUM' } as const;

const promoError = (code: string, message: string) => new DemoHttpError(400, code, message, { field: 'promoCode' });

/** The message of a code that was applied. */
function appliedMessage(rule: PromoCodeRule): string {
  const what = rule.kind === 'percent' ? `−${rule.value}% na produkty` : rule.kind === 'amount' ? `−${formatPln(rule.value)} netto` : 'darmowa dostawa';
  return `Kod rabatowy „${rule.code}” został naliczony: ${what}.`;
}

/**
 * Applies a code to the owner's cart of goods worth `goodsNet`: 403 when the account may not use
 * promotions, 400 (field `promoCode`) when the code is unknown, expired or the goods are below its minimum.
 */
export function applyPromoCode(owner: string, rawCode: string, goodsNet: number, ctx: ViewContext): string {
  if (ctx.user && ctx.company && aclOf(ctx.user, ctx.company).hasBlockedPromotions) {
    throw new DemoHttpError(403, 'PROMOTIONS-BLOCKED', 'Twoje konto nie może korzystać z kodów rabatowych.');
  }
  const code = normalizePromoCode(rawCode);
  const rule = promoCodeRule(code);
  if (!rule) throw promoError('PROMO-CODE-UNKNOWN', `Kod rabatowy „${rawCode.trim()}” nie istnieje.`);
  const outcome = promoCodeOutcome(rule, goodsNet, isoDay(ctx.seed.today));
  if (outcome.status !== 'applied') throw promoError(ERROR_CODES[outcome.status], `Kod rabatowy „${rule.code}” ${reason(rule, outcome)}.`);
  updateState((state) => {
    state.promoCodes[owner] = rule.code;
  });
  return appliedMessage(rule);
}

/**
 * The owner's code checked against the goods now. Below its minimum it stays remembered, on hold
 * with what is missing, and applies again once the goods reach it; a code that can no longer apply
 * (expired, withdrawn) is dropped, with a notice.
 */
export function promoEffectFor(owner: string, goodsNet: number, ctx: ViewContext): PromoEffect {
  const code = getState().promoCodes[owner];
  if (!code) return NO_PROMO;
  const rule = promoCodeRule(code);
  const outcome = rule ? promoCodeOutcome(rule, goodsNet, isoDay(ctx.seed.today)) : null;
  if (rule && outcome?.status === 'applied') return { ...NO_PROMO, code, discountNet: outcome.discountNet, freeDelivery: outcome.freeDelivery };
  if (rule && outcome && holdsCode(outcome)) {
    return { ...NO_PROMO, onHold: { code, message: `Kod rabatowy „${code}” nie jest teraz naliczany: ${reason(rule, outcome)}. Zostanie naliczony sam, gdy koszyk spełni warunek.` } };
  }
  dropPromoCode(owner);
  const why = rule && outcome && outcome.status !== 'applied' ? reason(rule, outcome) : 'nie jest już dostępny';
  return { ...NO_PROMO, notice: `Kod rabatowy „${code}” został usunięty z koszyka: ${why}.` };
}

export function dropPromoCode(owner: string): void {
  if (!getState().promoCodes[owner]) return;
  updateState((state) => {
    delete state.promoCodes[owner];
  });
}

/** Moves a guest's code to the user at login unless the user's cart has one already. */
export function mergePromoCodes(from: string, to: string): void {
  const code = getState().promoCodes[from];
  if (!code) return;
  updateState((state) => {
    state.promoCodes[to] ??= code;
    delete state.promoCodes[from];
  });
}
