/**
 * Punch-out with OCI 4.0 (SAP's Open Catalog Interface): the cart goes back to the buyer's
 * procurement system as an HTML form posted to its `HOOK_URL`, one numbered group of `NEW_ITEM-…`
 * fields per item (n from 1). This module builds that field list from the cart; the form itself is
 * plain hidden inputs (src/storefront/punch-out/OciCartForm.tsx).
 *
 * Field lengths are OCI's (longer values are cut, so the receiving system does not refuse the
 * item): DESCRIPTION 40, QUANTITY 15, UNIT 3, PRICE 15, CURRENCY 5, PRICEUNIT 5, LEADTIME 5,
 * VENDOR 10, VENDORMAT 40, MATGROUP 10, EXT_PRODUCT_ID 40; LONGTEXT has no limit (the receiver
 * breaks it into lines of 132). Numbers use a decimal point and no grouping. Every field of an item
 * is sent, empty when unknown: some receivers expect the whole set.
 */
import type { CartItem } from '../generated/model';
import { truncate } from './text';

/** The OCI "call" parameters the procurement system sends the buyer to /punch-out with. */
export const OCI_ENTRY = { username: 'USERNAME', password: 'PASSWORD', hookUrl: 'HOOK_URL', target: '~TARGET' } as const;

/**
 * Spinacz's number at the buyer: its NIP. Polish procurement systems key suppliers by tax id, and
 * NEW_ITEM-VENDOR (10 characters) holds exactly the ten digits.
 */
export const OCI_VENDOR = '7792031183';

export const OCI_CURRENCY = 'PLN';

/** An item in stock leaves the warehouse the same working day and arrives the next (1 day). */
export const IN_STOCK_LEAD_TIME_DAYS = 1;
/** Not in stock and no delivery date known: the usual two weeks of a supplier's re-order. */
export const UNKNOWN_LEAD_TIME_DAYS = 14;

const LENGTH = { description: 40, vendorMat: 40, matGroup: 10, productId: 40 } as const;
/** LEADTIME has five digits. */
const MAX_LEAD_TIME = 99_999;

/**
 * The shop's units (Polish abbreviations) as the ISO codes OCI's NEW_ITEM-UNIT carries: SAP checks
 * the value against the ISO code of its units table, where a piece is PCE (not C62, UN/ECE's "one"
 * used by e-invoices, which the standard table does not give to the piece). A unit not listed
 * goes as a piece: everything the shop sells is counted in whole selling units.
 */
export const OCI_UNIT_CODES: Readonly<Record<string, string>> = {
  'szt.': 'PCE',
  'opak.': 'PK',
  zgrzewka: 'PK',
  ryza: 'RM',
  karton: 'CT',
  paleta: 'PF',
  rolka: 'RO',
  bloczek: 'PD',
  'kpl.': 'SET',
  para: 'PR',
  kg: 'KGM',
  l: 'LTR',
  m: 'MTR',
};

export function ociUnit(uom: string): string {
  return OCI_UNIT_CODES[uom.trim().toLowerCase()] ?? 'PCE';
}

/**
 * Only web addresses may receive the cart: the browser posts the form there, and a `javascript:`
 * or `data:` "address" would run or show something instead.
 */
export function isAllowedHookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether the cart may go back to this hook URL: it must belong to one of the procurement systems
 * allowed for the company (their origins: scheme, host and port, compared exactly).
 */
export function hookUrlOfAllowedOrigin(value: string, allowedOrigins: Iterable<string>): boolean {
  if (!isAllowedHookUrl(value)) return false;
  const origin = new URL(value).origin;
  for (const allowed of allowedOrigins) if (allowed === origin) return true;
  return false;
}

/** An OCI number: decimal point, no grouping, at least two decimals for money, at most four. */
export function ociDecimal(value: number): string {
  return value
    .toFixed(4)
    .replace(/0+$/, '')
    .replace(/\.(\d?)$/, (_, digit: string) => `.${digit.padEnd(2, '0')}`);
}

const dayNumber = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;

/**
 * Days until the item can be at the buyer (NEW_ITEM-LEADTIME): in stock → next day; awaited with a
 * date → that date plus the day of delivery; otherwise the default.
 */
export function leadTimeDays(item: Pick<CartItem, 'quantity' | 'availableQuantity' | 'availableFrom'>, today: Date): number {
  if (item.availableQuantity >= item.quantity) return IN_STOCK_LEAD_TIME_DAYS;
  const match = item.availableFrom ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(item.availableFrom) : null;
  if (!match) return UNKNOWN_LEAD_TIME_DAYS;
  const expected = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return Math.max(0, expected - dayNumber(today)) + IN_STOCK_LEAD_TIME_DAYS;
}

export type OciField = readonly [name: string, value: string];

export interface OciCartOptions {
  /** The OCI `~TARGET` of the call, sent back as is (null: none). */
  target: string | null;
  /** Today, for the lead times. */
  today: Date;
  /** The description of a deposit line, before the product's name (as the invoice words it). */
  depositLabel?: string;
}

type OciItemSource = Pick<
  CartItem,
  'productId' | 'name' | 'code' | 'quantity' | 'uom' | 'priceObject' | 'hasDeposit' | 'depositValue' | 'availableQuantity' | 'availableFrom' | 'category'
>;

interface OciItem {
  description: string;
  quantity: number;
  uom: string;
  priceNet: number;
  vendorMat: string;
  matGroup: string;
  leadTime: number;
  productId: string;
}

const cut = (text: string, length: number) => text.trim().slice(0, length);

function itemFields(item: OciItem, n: number): OciField[] {
  const name = (field: string) => `NEW_ITEM-${field}[${n}]`;
  const description = truncate(item.description.trim(), LENGTH.description);
  const fields: OciField[] = [
    [name('DESCRIPTION'), description],
    [name('QUANTITY'), String(item.quantity)],
    [name('UNIT'), ociUnit(item.uom)],
    [name('PRICE'), ociDecimal(item.priceNet)],
    [name('PRICEUNIT'), '1'],
    [name('CURRENCY'), OCI_CURRENCY],
    [name('VENDOR'), OCI_VENDOR],
    [name('VENDORMAT'), cut(item.vendorMat, LENGTH.vendorMat)],
    [name('MATGROUP'), cut(item.matGroup, LENGTH.matGroup)],
    [name('LEADTIME'), String(Math.min(item.leadTime, MAX_LEAD_TIME))],
    [name('EXT_PRODUCT_ID'), cut(item.productId, LENGTH.productId)],
  ];
  // The full name, when the 40 characters of the description had to cut it.
  if (description !== item.description.trim()) fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, item.description.trim()]);
  return fields;
}

/**
 * The OCI fields of a cart, in order: per item DESCRIPTION, QUANTITY, UNIT, PRICE (net, per one
 * unit), PRICEUNIT 1, CURRENCY PLN, VENDOR, VENDORMAT (the shop's product code), MATGROUP (the
 * shop's category id), LEADTIME (days), EXT_PRODUCT_ID (the product id) and, for a cut name,
 * LONGTEXT; a deposit (kaucja, outside VAT) follows its product as an item of its own, as on the
 * invoice. Then `~OkCode=ADDI` (add the items to the requisition), `~TARGET` and `~CALLER=CTLG`.
 */
export function ociCartFields(items: readonly OciItemSource[], options: OciCartOptions): OciField[] {
  const depositLabel = options.depositLabel ?? 'Kaucja za opakowanie zwrotne';
  const lines: OciItem[] = [];
  for (const item of items) {
    const leadTime = leadTimeDays(item, options.today);
    lines.push({
      description: item.name,
      quantity: item.quantity,
      uom: item.uom,
      priceNet: item.priceObject.net,
      vendorMat: item.code,
      matGroup: item.category.id === undefined ? '' : String(item.category.id),
      leadTime,
      productId: String(item.productId),
    });
    if (item.hasDeposit && item.depositValue && item.depositValue.net > 0) {
      lines.push({
        description: `${depositLabel} – ${item.name}`,
        quantity: item.quantity,
        uom: item.uom,
        priceNet: item.depositValue.net,
        vendorMat: '',
        matGroup: '',
        leadTime,
        productId: '',
      });
    }
  }
  return [
    ...lines.flatMap((line, index) => itemFields(line, index + 1)),
    ['~OkCode', 'ADDI'],
    ...(options.target ? [['~TARGET', options.target] as const] : []),
    ['~CALLER', 'CTLG'],
  ];
}
