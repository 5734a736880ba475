import type { Rng } from '../random';
import type { SeedCategory, SeedProduct } from '../types';
import { BrandRegistry } from './brands';
import { commercialLife, ean13, productCode } from './pricing';
import { slugify } from '../text';
import { colourFromText, packLabelFromName } from '../colours';

/** Shared state while the catalogue is generated: ids, brands and the product list. */
export class CatalogueContext {
  readonly brands = new BrandRegistry();
  readonly products: SeedProduct[] = [];
  private readonly names = new Set<string>();
  private packGroups = 0;

  constructor(readonly departmentSlugOf: (category: SeedCategory) => string) {}

  hasName(name: string): boolean {
    return this.names.has(name);
  }

  nextPackGroup(): number {
    this.packGroups += 1;
    return this.packGroups;
  }

  /** Adds a product: fills id, code, slug, EAN, pictogram data and its commercial life. */
  add(
    fields: Pick<SeedProduct, 'name' | 'categoryId' | 'vat' | 'uom' | 'attributes'> & Partial<SeedProduct> & { brand: string; regularNet: number },
    category: SeedCategory,
    rng: Rng,
  ): SeedProduct {
    const id = this.products.length + 1;
    const code = productCode(id);
    const { brand, regularNet, ...rest } = fields;
    const life = commercialLife(regularNet, this.departmentSlugOf(category), rng, fields.packKind === undefined || fields.packKind === 'single');
    const product: SeedProduct = {
      id,
      code,
      slug: `${slugify(fields.name)}-${code}`,
      brandId: this.brands.get(brand).id,
      eco: false,
      baseUnits: 1,
      orderMultiple: 1,
      orderMultipleSuggestedOnly: false,
      deposit: null,
      colour: colourFromText(fields.name) ?? category.colour,
      packLabel: packLabelFromName(fields.name),
      picto: category.picto,
      ean: rng.chance(0.92) ? ean13(rng) : null,
      oemCode: null,
      deviceIds: [],
      packGroup: null,
      packKind: 'single',
      packQuantity: 1,
      ...life,
      ...rest,
    };
    this.products.push(product);
    this.names.add(product.name);
    return product;
  }
}
