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
