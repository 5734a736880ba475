/** The little language the catalogue is written in: leaves of the category tree with word lists. */
import type { Pictogram, VatRate } from '../types';

/** A word-list value: plain text, or with a price factor `k`, a count `n` and a facet value `a`. */
export type Dim = string | { v: string; k?: number; n?: number; a?: string };

/**
 * A brand and its product lines, listed from the cheapest to the premium one (the base price is
 * spread over the leaf's range in that order); `k` scales the whole family. A line may carry its
 * own factor `k` and facet value `a` (for `attrs: { line: ... }`; default: its first word).
 */
export interface Family {
  brand: string;
  lines: Dim[];
  k?: number;
}

export interface PackSpec {
  kind: 'collective' | 'pallet';
  quantity: number;
  /** Appended to the product name: "karton 5 ryz". */
  label: string;
  uom: string;
  /** Percent off the single-unit price. */
  discount: number;
}

export interface LeafSpec {
  name: string;
  picto: Pictogram;
  /** Name pattern: `{brand}`, `{line}` and the dim keys in braces. */
  pattern: string;
  families: Family[];
  dims?: Record<string, Dim[]>;
  /** Dim key → facet (attribute) name, e.g. `{ colour: 'Kolor' }`. */
  attrs?: Record<string, string>;
  /** Net price range of the base variant (the cheapest line to the premium one, before dim factors). */
  price: [number, number];
  vat?: VatRate;
  uom?: string;
  /** Products to generate (default 26). */
  count?: number;
  /** Order multiple; `enforced` false = suggested only. */
  multiple?: { n: number; enforced: boolean };
  /** Deposit per bottle/can; multiplied by `n` of the `depositDim` value. */
  deposit?: { perUnit: number; dim?: string };
  /** Dim whose `n` is the number of base units in one `uom` (price per base unit). */
  baseDim?: string;
  packs?: PackSpec[];
  forAdults?: boolean;
  colour?: string;
  /** Share of eco products (promotion group 15050). */
  eco?: number;
}

/** Printing supplies are generated from the printer list (printers.ts), not from word lists. */
export type SupplyKind = 'tonerOem' | 'tonerCompatible' | 'drum' | 'inkOem' | 'inkCompatible' | 'ribbon' | 'labelTape';

export interface SupplyLeafSpec {
  name: string;
  picto: Pictogram;
  supply: SupplyKind;
}

export type AnyLeafSpec = LeafSpec | SupplyLeafSpec;

export const isSupplyLeaf = (leaf: AnyLeafSpec): leaf is SupplyLeafSpec => 'supply' in leaf;

export interface GroupSpec {
  name: string;
  leaves: AnyLeafSpec[];
}

export interface DepartmentSpec {
  name: string;
  iconClass: string;
  colour: string;
  groups: GroupSpec[];
}

export const COLOURS_PEN: Dim[] = ['niebieski', 'czarny', 'czerwony', 'zielony'];
export const COLOURS_BRIGHT: Dim[] = ['żółty', 'zielony', 'różowy', 'pomarańczowy', 'niebieski', 'fioletowy'];
export const COLOURS_OFFICE: Dim[] = ['czarny', 'niebieski', 'czerwony', 'zielony', 'żółty', 'szary', 'biały'];
export const COLOURS_OFFICE_F: Dim[] = ['czarna', 'niebieska', 'czerwona', 'zielona', 'żółta', 'szara', 'biała'];
