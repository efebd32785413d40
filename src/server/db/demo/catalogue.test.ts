import { describe, expect, it } from 'vitest';
import { percentOff } from '@shared/money';
import { declarationsSchema } from '@shared/schemas/declarations';
import { DEMO_BANNERS, DEMO_PRODUCTS, MAX_SALE_PERCENT, demoDeclarations, saleMrp } from './catalogue';

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
