import { round2 } from '../../../domain/money';
import type { Dim, LeafSpec, PackSpec } from '../catalogue/spec';
import type { Rng } from '../random';
import { slugify } from '../text';
import type { SeedAttribute, SeedCategory, SeedProduct } from '../types';
import type { CatalogueContext } from './context';
import { nicePrice } from './pricing';

interface DimValue { v: string; k: number; n?: number; a?: string }

const toDim = (dim: Dim): DimValue => (typeof dim === 'string' ? { v: dim, k: 1 } : { k: 1, ...dim });

/** Picks `count` distinct indexes of a mixed-radix space without building the whole space. */
function sampleIndexes(total: number, count: number, rng: Rng): number[] {
  if (total <= count * 2) return rng.sample(Array.from({ length: total }, (_, i) => i), count);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(rng.next() * total));
  return [...chosen];
}

function cleanName(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/,\s*,/g, ',').replace(/\s+$/, '').replace(/,$/, '').trim();
}

/** Products of one leaf category from its word lists. */
export function generateLeafProducts(ctx: CatalogueContext, category: SeedCategory, spec: LeafSpec, rng: Rng): void {
  // A line's base price is fixed once (lines are listed from cheap to premium), so all colours
  // and sizes of "Pilot G-2" cost alike and an "MX Master" costs more than an "M185".
  const pairs = spec.families.flatMap((family) => family.lines.map((raw, index) => {
    const line = toDim(raw);
    const position = family.lines.length > 1 ? (index + rng.float(0.15, 0.85)) / family.lines.length : rng.next();
    const base = spec.price[0] + (spec.price[1] - spec.price[0]) * position;
    return { family, line, base: base * (family.k ?? 1) * line.k };
  }));
  const dimKeys = Object.keys(spec.dims ?? {});
  const dims = dimKeys.map((key) => (spec.dims?.[key] ?? []).map(toDim));
  const total = dims.reduce((acc, values) => acc * values.length, pairs.length);
  const wanted = spec.count ?? 26;
  const made: SeedProduct[] = [];
  // The attributes' keys, slugged once per category rather than once per product.
  const attributeLabels = Object.entries(spec.attrs ?? {}).map(([key, label]) => ({ key, label, slug: slugify(label) }));

  for (const index of sampleIndexes(total, Math.min(total, Math.ceil(wanted * 1.3)), rng)) {
    if (made.length >= wanted) break;
    let rest = index;
    const pair = pairs[rest % pairs.length];
    rest = Math.floor(rest / pairs.length);
    const chosen: Record<string, DimValue> = {};
    dimKeys.forEach((key, i) => {
      chosen[key] = dims[i][rest % dims[i].length];
      rest = Math.floor(rest / dims[i].length);
    });
    const name = cleanName(
      spec.pattern.replace(/\{(\w+)\}/g, (_, key: string) =>
        key === 'brand' ? pair.family.brand : key === 'line' ? pair.line.v : (chosen[key]?.v ?? ''),
      ),
    );
    if (ctx.hasName(name)) continue;

    const factor = Object.values(chosen).reduce((acc, dim) => acc * dim.k, 1);
    const regularNet = nicePrice(pair.base * factor * rng.float(0.96, 1.04), rng);
    const valueOf = (key: string) => (key === 'line' ? (pair.line.a ?? pair.line.v.split(' ')[0]) : (chosen[key]?.a ?? chosen[key]?.v ?? ''));
    const attributes: SeedAttribute[] = attributeLabels.map(({ key, label, slug }) => ({
      key: slug,
      name: label,
      value: valueOf(key).replace(/^[,\s]+/, '').trim(),
    })).filter((attribute) => attribute.value !== '');
    const depositUnits = spec.deposit ? (spec.deposit.dim ? (chosen[spec.deposit.dim]?.n ?? 1) : 1) : 0;

    made.push(ctx.add({
      name,
      brand: pair.family.brand,
      categoryId: category.id,
      vat: spec.vat ?? 23,
      uom: spec.uom ?? 'szt.',
      attributes,
      regularNet,
      baseUnits: spec.baseDim ? (chosen[spec.baseDim]?.n ?? 1) : 1,
      orderMultiple: spec.multiple?.n ?? 1,
      orderMultipleSuggestedOnly: spec.multiple ? !spec.multiple.enforced : false,
      deposit: spec.deposit ? round2(spec.deposit.perUnit * depositUnits) : null,
      eco: rng.chance(spec.eco ?? 0.03),
    }, category, rng));
  }

  if (spec.packs) for (const base of made) if (!base.discontinued) addPacks(ctx, category, base, spec.packs, rng);
}

/** The collective-pack and pallet variants of a product, as products of their own (one multi-pack group). */
function addPacks(ctx: CatalogueContext, category: SeedCategory, base: SeedProduct, packs: PackSpec[], rng: Rng): void {
  const group = ctx.nextPackGroup();
  base.packGroup = group;
  const brand = ctx.brands.brands[base.brandId - 1].name;
  for (const pack of packs) {
    const product = ctx.add({
      name: `${base.name} – ${pack.label}`,
      brand,
      categoryId: category.id,
      vat: base.vat,
      uom: pack.uom,
      attributes: base.attributes,
      regularNet: round2(base.priceNet * pack.quantity * (1 - pack.discount / 100)),
      baseUnits: base.baseUnits * pack.quantity,
      deposit: base.deposit === null ? null : round2(base.deposit * pack.quantity),
      eco: base.eco,
      packGroup: group,
      packKind: pack.kind,
      packQuantity: pack.quantity,
      colour: base.colour,
      packLabel: pack.label,
    }, category, rng);
    // Packs follow the unit: same promotion status is not inherited, stock is counted in packs.
    product.oldPriceNet = null;
    product.lowest30Net = null;
    product.promotionId = null;
    product.outlet = false;
    product.priceNet = round2(base.priceNet * pack.quantity * (1 - pack.discount / 100));
    product.stock = Math.floor(base.stock / pack.quantity) + (pack.kind === 'pallet' ? rng.int(2, 12) : 0);
    product.restockInDays = product.stock > 0 ? null : base.restockInDays;
    product.deliveryDays = pack.kind === 'pallet' ? 3 : base.deliveryDays;
  }
}
