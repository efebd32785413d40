import { describe, expect, it } from 'vitest';
import { percentOff } from '@shared/money';
import { declarationsSchema } from '@shared/schemas/declarations';
import { SHOP_CATEGORIES } from '@shared/constants';
import { specificationInputSchema } from '@shared/schemas/admin-catalogue';
import { SLUG_PATTERN } from '@shared/slug';
import { DEMO_BANNERS, DEMO_PRODUCTS, MAX_SALE_PERCENT, demoDeclarations, saleMrp, type DemoProduct } from './catalogue';
import { DEMO_BRAND_DETAILS, DEMO_BRANDS, DEMO_SPECIFICATIONS, demoSpecRows } from './specifications';
import { DEMO_REVIEWS } from './reviews';

const offOf = (v: { priceRupees: number; mrpRupees: number }) => percentOff(v.priceRupees * 100, v.mrpRupees * 100);

describe('the MRPs of the demo catalogue', () => {
  it('are whole rupees, never below the price, and end in 9 or 0 when above it', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const v of p.variants) {
        expect(Number.isInteger(v.mrpRupees), `${p.code} ${v.title}`).toBe(true);
        expect(v.mrpRupees, `${p.code} ${v.title}`).toBeGreaterThanOrEqual(v.priceRupees);
        if (v.mrpRupees > v.priceRupees) expect(v.mrpRupees % 10, `${p.code} ${v.title}`).toBeOneOf([9, 0]);
      }
    }
  });

  it('put most products on sale at 10 to 40 % off and leave a few at their MRP', () => {
    const onSale = DEMO_PRODUCTS.filter((p) => p.variants.some((v) => v.mrpRupees > v.priceRupees));
    const atMrp = DEMO_PRODUCTS.filter((p) => p.variants.every((v) => v.mrpRupees === v.priceRupees));
    expect(onSale.length).toBeGreaterThanOrEqual(DEMO_PRODUCTS.length * 0.75);
    expect(atMrp.length).toBeGreaterThanOrEqual(3);
    for (const p of onSale) for (const v of p.variants) expect(offOf(v), `${p.code} ${v.title}`).toSatisfy((n: number) => n >= 10 && n <= 40);
  });

  it('keep the promise of the home banner: headphones up to 40 % off, and nothing more', () => {
    const banner = DEMO_BANNERS.find((b) => b.name === 'festive-sale-headphones')!;
    expect(banner.headline).toContain(`up to ${MAX_SALE_PERCENT}% off`);
    const headphones = DEMO_PRODUCTS.filter((p) => p.category === 'Headphones').flatMap((p) => p.variants.map(offOf));
    expect(Math.max(...headphones)).toBe(MAX_SALE_PERCENT);
    expect(Math.max(...DEMO_PRODUCTS.flatMap((p) => p.variants.map(offOf)))).toBe(MAX_SALE_PERCENT);
  });

  it('are the lowest figure ending in 9 that gives the saving, never past the most', () => {
    expect(saleMrp(1499, 25)).toBe(1999);
    expect(saleMrp(12999, 30)).toBe(18599);
    expect(saleMrp(299, 40)).toBe(499);
    // 1,899 would be 42 % off: one step down instead.
    expect(saleMrp(1099, 40)).toBe(1799);
  });
});

describe('the declarations of the demo catalogue', () => {
  it('are complete and valid for every product, so that every demo product may be published', () => {
    for (const p of DEMO_PRODUCTS) {
      const parsed = declarationsSchema.safeParse(demoDeclarations(p));
      expect(parsed.error?.issues[0]?.message, p.code).toBeUndefined();
    }
  });

  it('make the house brands in India and import a few, earbuds by the pair', () => {
    const all = DEMO_PRODUCTS.map(demoDeclarations);
    const imported = all.filter((d) => d.DeclarantKind === 'Importer');
    expect(imported.length).toBeGreaterThanOrEqual(3);
    for (const d of imported) {
      expect(d.CountryOfOrigin).not.toBe('India');
      expect(d.DeclarantAddress).toContain('Chennai');
    }
    for (const d of all.filter((x) => x.DeclarantKind === 'Manufacturer')) expect(d.CountryOfOrigin).toBe('India');
    for (const p of DEMO_PRODUCTS.filter((x) => x.category === 'Earbuds')) expect(demoDeclarations(p).NetQuantity).toBe('1 pair');
    for (const d of all) expect(d.MadeOn).toMatch(/^2026-0[1-9]$/);
  });
});

describe('the brands and specifications of the demo catalogue', () => {
  const specsOf = (category: string) => DEMO_SPECIFICATIONS[category] ?? [];
  const textOf = (p: DemoProduct) =>
    `${p.name} ${p.summary} ${p.descriptionHtml} ${p.features.map((f) => `${f.type} ${f.value}`).join(' ')}`.replace(/(\d),(\d)/g, '$1$2');

  it('give every product one of the demo brands, the first word(s) of its name', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(DEMO_BRANDS, p.code).toContain(p.brand);
      expect(p.name.startsWith(`${p.brand} `), p.code).toBe(true);
    }
    // Every brand sells something.
    expect(new Set(DEMO_PRODUCTS.map((p) => p.brand))).toEqual(new Set(DEMO_BRANDS));
  });

  it('define for every category specifications an admin could have entered, keyed as addresses write them', () => {
    for (const category of SHOP_CATEGORIES) {
      const specs = specsOf(category);
      expect(specs.length, category).toBeGreaterThanOrEqual(3);
      expect(new Set(specs.map((s) => s.key)).size, category).toBe(specs.length);
      for (const s of specs) {
        const parsed = specificationInputSchema.safeParse({
          CategoryId: 1,
          Name: s.name,
          Key: s.key,
          Kind: s.kind,
          Unit: s.unit,
          Options: s.options ? [...s.options] : [],
        });
        expect(parsed.error?.issues[0]?.message, `${category} ${s.key}`).toBeUndefined();
        expect(s.key, `${category} ${s.key}`).toMatch(SLUG_PATTERN);
      }
    }
  });

  it('store only values valid for each specification: an option as listed, a number as digits, yes or no', () => {
    for (const p of DEMO_PRODUCTS) {
      const specs = new Map(specsOf(p.category).map((s) => [s.key, s]));
      for (const [key, value] of Object.entries(p.specs)) {
        const spec = specs.get(key);
        const where = `${p.code} ${key}`;
        expect(spec, where).toBeDefined();
        if (spec!.kind === 'one') expect(typeof value, where).toBe('string');
        if (spec!.kind === 'many') expect(Array.isArray(value) && value.length > 0 && new Set(value).size === value.length, where).toBe(true);
        if (spec!.kind === 'number') expect(typeof value, where).toBe('number');
        if (spec!.kind === 'yesno') expect(typeof value, where).toBe('boolean');
      }
      for (const { key, value } of demoSpecRows(p.specs)) {
        const spec = specs.get(key)!;
        const where = `${p.code} ${key} ${value}`;
        if (spec.kind === 'one' || spec.kind === 'many') expect(spec.options, where).toContain(value);
        if (spec.kind === 'number') expect(value, where).toMatch(/^\d{1,9}(\.\d{1,3})?$/);
        if (spec.kind === 'yesno') expect(value, where).toBeOneOf(['yes', 'no']);
        expect(value.length, where).toBeLessThanOrEqual(100);
      }
    }
  });

  it("give every product a value for at least its category's first three specifications", () => {
    for (const p of DEMO_PRODUCTS) for (const s of specsOf(p.category).slice(0, 3)) expect(p.specs[s.key], `${p.code} ${s.key}`).toBeDefined();
  });

  it('spread the values: no specification has the same value for every product that has one', () => {
    for (const category of SHOP_CATEGORIES) {
      const products = DEMO_PRODUCTS.filter((p) => p.category === category);
      for (const s of specsOf(category)) {
        const values = new Set(products.flatMap((p) => demoSpecRows({ [s.key]: p.specs[s.key] ?? [] }).map((r) => r.value)));
        expect(values.size, `${category} ${s.key}: ${[...values].join(', ')}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('say no number that the product does not say itself, in its name, description or features', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const s of specsOf(p.category).filter((x) => x.kind === 'number')) {
        const value = p.specs[s.key];
        if (value !== undefined) expect(textOf(p), `${p.code} ${s.key} ${String(value)}`).toMatch(new RegExp(`\\b${String(value)}\\b`));
      }
    }
  });
});

describe('the size of the demo catalogue', () => {
  const inCategory = (category: string) => DEMO_PRODUCTS.filter((p) => p.category === category);

  it('has at least 160 products of at least 12 brands, each brand with a description and logo colours, and 15 or more in every category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(160);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.code)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name)).size).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_BRANDS.length).toBeGreaterThanOrEqual(12);
    for (const b of DEMO_BRANDS) {
      expect(DEMO_BRAND_DETAILS[b].description.length, b).toBeGreaterThan(40);
      expect(DEMO_BRAND_DETAILS[b].colour, b).toMatch(/^#[0-9a-f]{6}$/);
    }
    for (const category of SHOP_CATEGORIES) expect(inCategory(category).length, category).toBeGreaterThanOrEqual(15);
  });

  it('shows every value a shopper can filter by on at least 3 products of its category, and every number on 3 or more', () => {
    for (const category of SHOP_CATEGORIES) {
      const products = inCategory(category);
      for (const s of DEMO_SPECIFICATIONS[category] ?? []) {
        const having = (value: string) => products.filter((p) => demoSpecRows({ [s.key]: p.specs[s.key] ?? [] }).some((r) => r.value === value)).length;
        const values = s.kind === 'yesno' ? ['yes', 'no'] : (s.options ?? []);
        for (const value of values) expect(having(value), `${category} ${s.key} ${value}`).toBeGreaterThanOrEqual(3);
        if (s.kind === 'number') expect(products.filter((p) => p.specs[s.key] !== undefined).length, `${category} ${s.key}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('has in every category products with approved reviews, with several variants, sold out, and sold out in the default variant only', () => {
    for (const category of SHOP_CATEGORIES) {
      const products = inCategory(category);
      const defaultOf = (p: DemoProduct) => p.variants.find((v) => v.isDefault)!;
      expect(products.filter((p) => (DEMO_REVIEWS[p.code]?.length ?? 0) > 0).length, `${category} reviewed`).toBeGreaterThanOrEqual(2);
      expect(products.filter((p) => (DEMO_REVIEWS[p.code]?.length ?? 0) > 1).length, `${category} several reviews`).toBeGreaterThanOrEqual(1);
      expect(products.filter((p) => p.variants.length > 1).length, `${category} several variants`).toBeGreaterThanOrEqual(3);
      expect(products.filter((p) => p.variants.every((v) => v.stock === 0)).length, `${category} sold out`).toBeGreaterThanOrEqual(1);
      expect(
        products.filter((p) => defaultOf(p).stock === 0 && p.variants.some((v) => v.stock > 0)).length,
        `${category} default sold out, another in stock`,
      ).toBeGreaterThanOrEqual(1);
      for (const p of products)
        expect(
          p.variants.filter((v) => v.isDefault),
          p.code,
        ).toHaveLength(1);
    }
  });
});
