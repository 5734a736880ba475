/** Brands grouped by their first letter for the A–Z index; names starting with a digit go under "0–9". */
export interface InitialGroup<T> {
  initial: string;
  /** Safe for an element id. */
  key: string;
  brands: T[];
}

const FOLD: Record<string, string> = { Ą: 'A', Ć: 'C', Ę: 'E', Ł: 'L', Ń: 'N', Ó: 'O', Ś: 'S', Ź: 'Z', Ż: 'Z' };

export function groupByInitial<T extends { name: string }>(brands: readonly T[]): InitialGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const brand of [...brands].sort((a, b) => a.name.localeCompare(b.name, 'pl'))) {
    const first = brand.name.trim().charAt(0).toUpperCase();
    const letter = FOLD[first] ?? first;
    const initial = /[0-9]/.test(letter) ? '0–9' : /[A-Z]/.test(letter) ? letter : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '0–9' ? -1 : b === '0–9' ? 1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, key: initial === '0–9' ? '0-9' : initial === '#' ? 'inne' : initial, brands: list }));
}
