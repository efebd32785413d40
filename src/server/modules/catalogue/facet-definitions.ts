// What shoppers filter by (docs/finding-products.md): the categories, brands and specifications as
// the facet index holds them, and a filter checked against them.
import { slugOf } from '@shared/slug';
import { numberRange, type CatalogueFilter, type Range, type Sort } from '@shared/catalogue-filters';
import { badRequest } from '../../lib/errors';
import type { BrandRow, CategoryRow, SpecificationRow, facetDefinitions } from './facet-source';

export interface SpecDef extends SpecificationRow {
  /** The options as addresses write them (slugOf), in the same order. */
  slugs: string[];
}

/** A filter checked against what the shop has: ids instead of slugs, each specification with its definition. */
export interface Resolved {
  categories: number[];
  brands: number[];
  price: Range;
  discount: number | null;
  inStock: boolean;
  rating: number | null;
  /** The category whose specifications may be filtered by: the one category chosen. */
  category: number | null;
  specs: { def: SpecDef; values: string[]; range: Range | null }[];
  sort: Sort;
}

const refuse = (message: string): never => {
  throw badRequest(message);
};

/** The values a specification of a list kind can have, as addresses write them. */
export const knownValues = (def: SpecDef): string[] => (def.kind === 'yesno' ? ['yes', 'no'] : def.slugs);

export class Definitions {
  readonly categories = new Map<number, CategoryRow>();
  readonly categoryBySlug = new Map<string, CategoryRow>();
  readonly brands = new Map<number, BrandRow>();
  private readonly brandBySlug = new Map<string, BrandRow>();
  readonly specs = new Map<number, SpecDef>();
  /** Each category's specifications, in the order shoppers see them. */
  readonly specsOf = new Map<number, SpecDef[]>();
  /** The highest category and brand ids: the sizes of their counts by id. */
  maxCategory = 0;
  maxBrand = 0;

  constructor(defs: Awaited<ReturnType<typeof facetDefinitions>> = { categories: [], brands: [], specifications: [] }) {
    for (const c of defs.categories) {
      this.maxCategory = Math.max(this.maxCategory, c.id);
      this.categories.set(c.id, c);
      this.categoryBySlug.set(c.slug, c);
    }
    for (const b of defs.brands) {
      this.maxBrand = Math.max(this.maxBrand, b.id);
      this.brands.set(b.id, b);
      this.brandBySlug.set(b.slug, b);
    }
    for (const s of defs.specifications) {
      const def = { ...s, slugs: s.options.map(slugOf) };
      this.specs.set(s.id, def);
      this.specsOf.set(s.category_id, [...(this.specsOf.get(s.category_id) ?? []), def]);
    }
  }

  /** Checks a filter against the shop's categories, brands and specifications: anything unknown is refused with a sentence. */
  resolve(f: CatalogueFilter, hasText: boolean): Resolved {
    const categories = f.categories.map((slug) => this.categoryBySlug.get(slug)?.id ?? refuse(`Unknown category: ${slug}`));
    const brands = f.brands.map((slug) => this.brandBySlug.get(slug)?.id ?? refuse(`Unknown brand: ${slug}`));
    const sort = f.sort ?? (hasText ? 'relevance' : 'popular');
    if (sort === 'relevance' && !hasText) throw badRequest('Sort by relevance needs search text');
    const category = categories.length === 1 ? categories[0]! : null;
    const specs: Resolved['specs'] = [];
    for (const [key, values] of Object.entries(f.specs)) {
      if (category === null) throw badRequest(`Choose one category to filter by Spec.${key}`);
      const def = this.specsOf.get(category)?.find((s) => s.key === key && s.is_filter);
      if (!def) throw badRequest(`Unknown filter: Spec.${key}`);
      if (def.kind === 'number') {
        const range = numberRange(values);
        if (!range) throw badRequest(`Spec.${key} is a range of numbers, written like 10-50, 10- or -50`);
        if (range.min !== null && range.max !== null && range.min > range.max) throw badRequest(`Spec.${key}: the lower end is above the upper end`);
        specs.push({ def, values, range });
        continue;
      }
      const bad = values.find((v) => !knownValues(def).includes(v));
      if (bad !== undefined) throw badRequest(`Spec.${key}: unknown value "${bad}"`);
      specs.push({ def, values, range: null });
    }
    return { categories, brands, price: f.price, discount: f.discount, inStock: f.inStock, rating: f.rating, category, specs, sort };
  }
}
