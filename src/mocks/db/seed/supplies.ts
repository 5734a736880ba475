import { COMPATIBLE_TONER_BRANDS, PRINTER_BRANDS, TAPE_VARIANTS, TONER_COLOURS, type SeriesKind } from '../catalogue/printers';
import type { SupplyKind } from '../catalogue/spec';
import type { Rng } from '../random';
import type { SeedCategory, SeedDevice } from '../types';
import type { CatalogueContext } from './context';
import { nicePrice } from './pricing';

interface DeviceGroup { brand: string; kind: SeriesKind; deviceIds: number[] }

/** Fills `#` with seeded digits. */
function fill(pattern: string, rng: Rng): string {
  return pattern.replace(/#/g, () => String(rng.int(0, 9)));
}

/** Colour variant of an OEM code: `{c}` → BK/C/M/Y, else the last digit becomes the colour index. */
function colourCode(code: string, index: number): string {
  if (code.includes('{c}')) return code.replace('{c}', TONER_COLOURS[index].suffix);
  const digits = [...code.matchAll(/\d/g)];
  const last = digits[digits.length - 1];
  if (!last || last.index === undefined) return `${code}${TONER_COLOURS[index].suffix}`;
  return `${code.slice(0, last.index)}${index}${code.slice(last.index + 1)}`;
}

/** Printing devices (≥30 brands, ≥300 models), grouped by the cartridges they share. */
export function buildDevices(): { devices: SeedDevice[]; groups: DeviceGroup[] } {
  const devices: SeedDevice[] = [];
  const groups: DeviceGroup[] = [];
  for (const brand of PRINTER_BRANDS) {
    const seen = new Set<string>();
    for (const series of brand.series) {
      const [kind, prefix, numbers, suffixes] = series.split('|') as [SeriesKind, string, string, string];
      for (const number of numbers.split(',')) {
        const group: DeviceGroup = { brand: brand.name, kind, deviceIds: [] };
        for (const suffix of suffixes.split(',')) {
          const model = `${prefix}${number}${suffix}`;
          if (seen.has(model)) continue;
          seen.add(model);
          const device = { id: devices.length + 1, brand: brand.name, model };
          devices.push(device);
          group.deviceIds.push(device.id);
        }
        if (group.deviceIds.length) groups.push(group);
      }
    }
  }
  return { devices, groups };
}

const YIELDS = [1000, 1600, 2300, 3000, 6000, 10000];

/** Toners, drums, inks, ribbons and label tapes for the device groups. */
export function generateSupplies(
  ctx: CatalogueContext,
  leafOf: (kind: SupplyKind) => SeedCategory,
  groups: DeviceGroup[],
  rng: Rng,
): void {
  const brandSpec = new Map(PRINTER_BRANDS.map((brand) => [brand.name, brand]));
  const labelDone = new Set<string>();

  const supply = (kind: SupplyKind, brand: string, name: string, oemCode: string, deviceIds: number[], price: [number, number], colour: string, type: string, colourName?: string) => {
    if (ctx.hasName(name)) return;
    const category = leafOf(kind);
    const attributes = [
      { key: 'typ', name: 'Typ', value: type },
      { key: 'producent-urzadzenia', name: 'Producent urządzenia', value: deviceBrandOf(deviceIds) },
      ...(colourName ? [{ key: 'kolor', name: 'Kolor', value: colourName }] : []),
    ];
    const product = ctx.add({
      name, brand, categoryId: category.id, vat: 23, uom: 'szt.', attributes,
      regularNet: nicePrice(rng.float(price[0], price[1]), rng), oemCode, deviceIds, colour,
      packLabel: name.match(/\(([^)]+)\)/)?.[1] ?? null,
    }, category, rng);
    if (type === 'zamiennik') product.deliveryDays = 2;
  };
  const deviceBrand = new Map<number, string>();
  for (const group of groups) for (const id of group.deviceIds) deviceBrand.set(id, group.brand);
  const deviceBrandOf = (ids: number[]) => deviceBrand.get(ids[0]) ?? '';

  for (const group of groups) {
    const spec = brandSpec.get(group.brand);
    if (!spec) continue;
    if ((group.kind === 'laser' || group.kind === 'colour') && spec.toner) {
      const base = fill(spec.toner, rng);
      const label = spec.tonerLabel ? `${fill(spec.tonerLabel, rng)} ` : '';
      const pages = rng.pick(YIELDS);
      // One price level per cartridge family: more pages cost more, colours cost alike.
      const level = 120 + YIELDS.indexOf(pages) * 70 + rng.float(0, 120);
      const colours = group.kind === 'colour' ? [0, 1, 2, 3] : [0];
      for (const index of colours) {
        const code = group.kind === 'colour' ? colourCode(base, index) : base.replace('{c}', '');
        const colour = TONER_COLOURS[index];
        supply('tonerOem', group.brand, `Toner ${group.brand} ${label}${code} ${colour.name} (${pages} str.)`, code, group.deviceIds, [level * (index ? 1.15 : 1), level * (index ? 1.2 : 1.04)], colour.hex, 'oryginalny', colour.name);
        if (rng.chance(0.75)) {
          const compatible = rng.pick(COMPATIBLE_TONER_BRANDS);
          supply('tonerCompatible', compatible, `Toner zamienny ${compatible} do ${group.brand} ${code} ${colour.name} (${pages} str.)`, code, group.deviceIds, [level * 0.3, level * 0.42], colour.hex, 'zamiennik', colour.name);
        }
      }
      if (spec.drum && rng.chance(0.7)) {
        const drum = fill(spec.drum, rng);
        supply('drum', group.brand, `Bęben ${group.brand} ${drum} (${pages * 4} str.)`, drum, group.deviceIds, [level * 1.1, level * 1.5], '#37474f', 'oryginalny');
      }
    }
    if (group.kind === 'ink' && spec.ink) {
      const base = fill(spec.ink, rng);
      const label = spec.inkLabel ? `${fill(spec.inkLabel, rng)} ` : '';
      const ml = rng.pick([6, 8, 12, 18, 65, 70]);
      const inkLevel = ml > 20 ? rng.float(35, 60) : rng.float(45, 140);
      const colours = group.brand === 'HP' || group.brand === 'Canon' ? [0, -1] : [0, 1, 2, 3];
      for (const index of colours) {
        const colour = index < 0 ? { name: 'kolorowy (CMY)', hex: '#7b3fc4' } : TONER_COLOURS[index];
        const code = index < 0 ? colourCode(base, 1).replace(/^PG/, 'CL') : colourCode(base, index);
        supply('inkOem', group.brand, `Tusz ${group.brand} ${label}${code} ${colour.name} (${ml} ml)`, code, group.deviceIds, [inkLevel, inkLevel * 1.05], colour.hex, 'oryginalny', colour.name);
        if (rng.chance(0.6)) {
          const compatible = rng.pick(COMPATIBLE_TONER_BRANDS);
          supply('inkCompatible', compatible, `Tusz zamienny ${compatible} do ${group.brand} ${code} ${colour.name} (${ml} ml)`, code, group.deviceIds, [inkLevel * 0.3, inkLevel * 0.4], colour.hex, 'zamiennik', colour.name);
        }
      }
    }
    if (group.kind === 'dot' && spec.ribbon) {
      const code = fill(spec.ribbon, rng);
      supply('ribbon', group.brand, `Taśma barwiąca ${group.brand} ${code} czarna`, code, group.deviceIds, [9.9, 59], '#222222', 'oryginalny', 'czarny');
    }
    if (group.kind === 'label' && spec.tape && !labelDone.has(group.brand)) {
      labelDone.add(group.brand);
      const allLabelDevices = groups.filter((g) => g.brand === group.brand && g.kind === 'label').flatMap((g) => g.deviceIds);
      for (const variant of TAPE_VARIANTS) {
        const code = fill(spec.tape, rng);
        supply('labelTape', group.brand, `Taśma ${group.brand} ${code} ${variant.width} mm × 8 m, ${variant.text}`, code, allLabelDevices, [39, 129], variant.hex, 'oryginalny');
      }
    }
  }
}
