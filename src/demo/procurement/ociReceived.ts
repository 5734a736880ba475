/**
 * What the demo procurement system received: the OCI form the shop posted to the hook, handed to
 * the page by the demo receiver as `#oci=<the urlencoded body>` (scripts/demoOciHook.mjs).
 */

/** The address the shop posts the cart to: the demo receiver of the servers that serve the app. */
export const DEMO_OCI_HOOK_PATH = '/demo/oci-hook';

export interface ReceivedOciItem {
  /** The item's number in the form (OCI's n, from 1). */
  n: number;
  description: string;
  quantity: string;
  unit: string;
  price: string;
  priceUnit: string;
  currency: string;
  vendor: string;
  vendorMat: string;
  matGroup: string;
  leadTime: string;
  extProductId: string;
  longText: string;
}

export interface ReceivedOciCart {
  /** Every field as received, in order. */
  fields: [string, string][];
  items: ReceivedOciItem[];
}

const ITEM_FIELD = /^NEW_ITEM-([A-Z_]+)\[(\d+)\]$/;
const LONG_TEXT = /^NEW_ITEM-LONGTEXT_(\d+):132\[\]$/;

const KEYS: Record<string, keyof Omit<ReceivedOciItem, 'n' | 'longText'>> = {
  DESCRIPTION: 'description',
  QUANTITY: 'quantity',
  UNIT: 'unit',
  PRICE: 'price',
  PRICEUNIT: 'priceUnit',
  CURRENCY: 'currency',
  VENDOR: 'vendor',
  VENDORMAT: 'vendorMat',
  MATGROUP: 'matGroup',
  LEADTIME: 'leadTime',
  EXT_PRODUCT_ID: 'extProductId',
};

const emptyItem = (n: number): ReceivedOciItem => ({
  n, description: '', quantity: '', unit: '', price: '', priceUnit: '', currency: '', vendor: '', vendorMat: '', matGroup: '', leadTime: '', extProductId: '', longText: '',
});

/** The OCI items of a form body, by their number; null when the fragment carries no `oci`. */
export function readReceivedCart(hash: string): ReceivedOciCart | null {
  const body = new URLSearchParams(hash.replace(/^#/, '')).get('oci');
  if (body === null) return null;
  const fields = [...new URLSearchParams(body)];
  const items = new Map<number, ReceivedOciItem>();
  const item = (n: number) => items.get(n) ?? items.set(n, emptyItem(n)).get(n)!;
  for (const [name, value] of fields) {
    const longText = LONG_TEXT.exec(name);
    if (longText) {
      const target = item(Number(longText[1]));
      target.longText = target.longText ? `${target.longText}\n${value}` : value;
      continue;
    }
    const match = ITEM_FIELD.exec(name);
    const key = match && KEYS[match[1]];
    if (match && key) item(Number(match[2]))[key] = value;
  }
  return { fields, items: [...items.values()].sort((a, b) => a.n - b.n) };
}

/** The requisition's net value: the sum of price × quantity ÷ price unit; null when a number is unreadable. */
export function receivedNetTotal(items: readonly ReceivedOciItem[]): number | null {
  let total = 0;
  for (const item of items) {
    const [price, quantity, priceUnit] = [Number(item.price), Number(item.quantity), Number(item.priceUnit || '1')];
    if (![price, quantity, priceUnit].every(Number.isFinite) || priceUnit <= 0) return null;
    total += (price * quantity) / priceUnit;
  }
  return Math.round(total * 100) / 100;
}
