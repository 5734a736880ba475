import { slugify } from '../text';
import type { SeedBrand } from '../types';

/** Brands made in Poland get the "Polski produkt" badge. */
const POLISH = new Set([
  'Spinacz', 'Donau', 'Tetis', 'Grand', 'Interdruk', 'Top-2000', 'Biurfol', 'Pollux', 'PolSpeed', 'Emerson', 'NC Koperty', 'Kreska',
  'Velvet', 'Foxy', 'Ludwik', 'Luksja', 'Jan Niezbędny', 'Stella', 'Merida', 'Tytan', 'Sidolux', 'Cisowianka', 'Nałęczowianka',
  'Żywiec Zdrój', 'Kropla Beskidu', 'Muszynianka', 'Tymbark', 'Hortex', 'Fortuna', 'Riviva', 'Oshee', 'Tiger', 'Black', 'Delicje', 'Jeżyki',
  'Petitki', 'Goplana', 'Wedel', 'Prince Polo', 'Łaciate', 'Mlekovita', 'Piątnica', 'Diamant', 'Królewski', 'Woseba', 'Minutka', 'Kwaśne Jabłko',
  'Goodram', 'Natec', 'Tracer', 'Acar', 'Orno', 'Vector', 'Argo', 'Mercator Medical', 'Reis', 'Bezpol', 'Viroflex', 'Polovis', 'Velox',
  'Medisept', 'Ogniochron', 'Gloria', 'Top Design', 'Asarto', 'ActiveJet', 'Black Point', 'Q-Connect', 'Nowy Styl', 'Grospol', 'Kulik System', 'Markadler',
]);

export class BrandRegistry {
  readonly brands: SeedBrand[] = [];
  private readonly byName = new Map<string, SeedBrand>();

  get(name: string): SeedBrand {
    const existing = this.byName.get(name);
    if (existing) return existing;
    const brand: SeedBrand = { id: this.brands.length + 1, slug: slugify(name), name, polish: POLISH.has(name) && name !== 'Q-Connect' };
    this.brands.push(brand);
    this.byName.set(name, brand);
    return brand;
  }
}
