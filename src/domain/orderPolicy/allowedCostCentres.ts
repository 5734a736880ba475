/**
 * The cost centres a company user may order on. An administrator who adds a user ticks the centres
 * she orders on: those, and only those of her company, are hers. A user without an assignment — every
 * seeded user (administrators, approvers and buyers alike: the seed gives them a default centre only,
 * and their history has orders on several) and a user added with nothing ticked — orders on all of her
 * company's centres. A private customer's account has none.
 */

/** `assigned`: the centres ticked for the user; undefined or empty when she has no assignment. */
export function allowedCostCentreIds(companyCentreIds: readonly number[], assigned: readonly number[] | undefined): number[] {
  if (!assigned?.length) return [...companyCentreIds];
  return companyCentreIds.filter((id) => assigned.includes(id));
}

/** Whether a centre is one the user may order on. */
export function mayUseCostCentre(centreId: number, companyCentreIds: readonly number[], assigned: readonly number[] | undefined): boolean {
  return allowedCostCentreIds(companyCentreIds, assigned).includes(centreId);
}

/** The centre preselected for the user: her default when she may use it, else the first she may. */
export function preselectedCostCentreId(allowedIds: readonly number[], defaultId: number | null): number | null {
  return defaultId !== null && allowedIds.includes(defaultId) ? defaultId : (allowedIds[0] ?? null);
}

/** The refusal of a centre the user was not given, in the user's language. */
export function costCentreNotAssignedMessage(locale: 'pl' | 'en' = 'pl'): string {
  return locale === 'en' ? 'You may not order on this cost centre – choose one of yours.' : 'Nie możesz zamawiać na to centrum kosztowe – wybierz jedno ze swoich.';
}

/**
 * The refusal of a raise of an order on a centre the editor may no longer order on (taken from her, or
 * archived): lowering and removing stay open to her. Polish; the demo API's answer translates it.
 */
export function raiseOnCentreNotGivenMessage(centreName: string): string {
  return `Zamówienie jest na centrum kosztowym „${centreName}”, na które nie możesz już zamawiać – możesz tylko zmniejszyć ilości albo usunąć produkty.`;
}
