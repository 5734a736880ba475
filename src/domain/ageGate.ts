/** The age gate of spec §4: products of categories for adults need the visitor's word that they are 18 or older. */
export const AGE_THRESHOLD = 18;

/** What adding a product does: go ahead, or ask first and hold the add. */
export function addNeedsAgeCheck(forAdults: boolean, confirmed: boolean): boolean {
  return forAdults && !confirmed;
}

/**
 * What "No" does: with an add held, the popup just closes (the visitor stays and shops on); without
 * one (the popup came with an adult product's page), the visitor is taken back one page.
 */
export function declineOutcome(hasPendingAdd: boolean): 'close' | 'goBack' {
  return hasPendingAdd ? 'close' : 'goBack';
}

/**
 * Several products added at once (quick order, a shopping list, a copied order): the lines that
 * must wait for the visitor's word (`gated`: for adults, age not confirmed) and those that go in
 * anyway (`free`), each in the order given. A declined popup then adds only the free ones.
 */
export function splitByAgeGate<L>(lines: readonly L[], forAdults: (line: L) => boolean, confirmed: boolean): { free: L[]; gated: L[] } {
  const free: L[] = [];
  const gated: L[] = [];
  for (const line of lines) (addNeedsAgeCheck(forAdults(line), confirmed) ? gated : free).push(line);
  return { free, gated };
}

/**
 * The shopper's answer carried by a request that adds several products at once (a copied order, a
 * shopping list into the cart): `undefined` — not asked yet; `true` — 18 or older; `false` — declined.
 */
export type AgeAnswer = boolean | undefined;

/** What such a request does: ask first (nothing goes in), or add `add` and leave `leftOut` out. */
export type AgeGateDecision<L> = { outcome: 'ask'; gated: L[] } | { outcome: 'add'; add: L[]; leftOut: L[] };

/**
 * The one age rule of every path that adds several products at once: without adult-only lines, or
 * with the age confirmed, everything goes in; not asked yet, the shop asks (with the lines that need
 * the answer) and adds nothing; declined, only the other lines go in and the held ones are left out.
 */
export function decideByAgeAnswer<L>(lines: readonly L[], forAdults: (line: L) => boolean, answer: AgeAnswer): AgeGateDecision<L> {
  const { free, gated } = splitByAgeGate(lines, forAdults, answer === true);
  if (gated.length === 0) return { outcome: 'add', add: free, leftOut: [] };
  if (answer === undefined) return { outcome: 'ask', gated };
  return { outcome: 'add', add: free, leftOut: gated };
}
