import { DEPARTMENTS } from '../catalogue';
import type { AnyLeafSpec } from '../catalogue/spec';
import { slugify } from '../text';
import type { SeedCategory } from '../types';

export interface CategoryBuild {
  categories: SeedCategory[];
  /** Leaf category id → its spec. */
  leaves: { category: SeedCategory; spec: AnyLeafSpec; departmentColour: string }[];
}

/** The 3-level tree: department → group → leaf. Ids are stable (assigned in declaration order). */
export function buildCategories(): CategoryBuild {
  const categories: SeedCategory[] = [];
  const leaves: CategoryBuild['leaves'] = [];
  const slugs = new Set<string>();
  let nextId = 1;

  const add = (name: string, level: 1 | 2 | 3, parent: SeedCategory | null, extra: Partial<SeedCategory>): SeedCategory => {
    let slug = slugify(name);
    if (slugs.has(slug) && parent) slug = `${slugify(name)}-${parent.slug}`;
    slugs.add(slug);
    const category: SeedCategory = {
      id: nextId,
      slug,
      name,
      level,
      parentId: parent?.id ?? null,
      childIds: [],
      pathIds: [...(parent?.pathIds ?? []), nextId],
      iconClass: null,
      forAdults: false,
      picto: 'box',
      colour: parent?.colour ?? '#1e5bd8',
      subtreeIds: [nextId],
      ...extra,
    };
    nextId += 1;
    categories.push(category);
    parent?.childIds.push(category.id);
    return category;
  };

  for (const department of DEPARTMENTS) {
    const top = add(department.name, 1, null, { iconClass: department.iconClass, colour: department.colour });
    for (const group of department.groups) {
      const middle = add(group.name, 2, top, {});
      for (const spec of group.leaves) {
        const forAdults = 'forAdults' in spec && spec.forAdults === true;
        const colour = ('colour' in spec && spec.colour) || department.colour;
        const leaf = add(spec.name, 3, middle, { picto: spec.picto, forAdults, colour });
        leaves.push({ category: leaf, spec, departmentColour: department.colour });
      }
      middle.picto = categories.find((c) => c.id === middle.childIds[0])?.picto ?? 'box';
    }
    top.picto = categories.find((c) => c.id === top.childIds[0])?.picto ?? 'box';
  }

  const byId = new Map(categories.map((c) => [c.id, c]));
  for (const category of [...categories].reverse()) {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    if (parent) parent.subtreeIds.push(...category.subtreeIds);
    if (category.forAdults && parent) {
      // A group whose every leaf is adult-only is adult-only too.
      const children = parent.childIds.map((id) => byId.get(id));
      if (children.every((child) => child?.forAdults)) parent.forAdults = true;
    }
  }
  return { categories, leaves };
}
