// The benchmark's catalogue (npm run bench:catalogue): n products of 40 brands, each with values of
// its category's specifications (the demo catalogue's), and the filtered catalogue requests a crowd
// of shoppers makes of it. Kept apart from the bench's runner so that tests may generate one.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { DEMO_SPECIFICATIONS, type DemoSpecification } from '../src/demo/specifications';
import { refreshSearchDocument } from '../src/server/modules/catalogue';
import { emptyFilter, filterParams, type CatalogueFilter } from '../src/shared/catalogue-filters';
import { slugOf } from '../src/shared/slug';

/**
 * The generated catalogue's brands, biggest first: a product's brand is the k-th with k =
 * 1 + floor(40 u²) for a u spread evenly over [0, 1), so the first has some 16 % of the products, the
 * first ten half of them, the last about 1 %. Product names start with their brand.
 */
export const BENCH_BRANDS = [
  'Swara',
  'Tarang',
  'Naada',
  'Veena Pro',
  'Sruti',
  'Laya',
  'Raaga',
  'Dhwani',
  'Sitara',
  'Mridang',
  'Bansuri',
  'Taal',
  'Sargam',
  'Alaap',
  'Jhankar',
  'Gunjan',
  'Nadam',
  'Ektara',
  'Santoor',
  'Shehnai',
  'Kaveri',
  'Deccan',
  'Coral Bay',
  'Blue Lotus',
  'Ironwood',
  'Northfield',
  'Pebble',
  'Arcadia',
  'Vantage',
  'Halcyon',
  'Kestrel',
  'Orbit',
  'Decibel',
  'Echo Lane',
  'Saffron',
  'Nimbus',
  'Quartz',
  'Trident',
  'Marigold',
  'Banyan',
] as const;
/** The share of the products of the k-th brand (from 1), as generateCatalogue draws them. */
export const brandShare = (k: number) => Math.sqrt(k / BENCH_BRANDS.length) - Math.sqrt((k - 1) / BENCH_BRANDS.length);

const DEMO_CATEGORY_COUNT = Object.keys(DEMO_SPECIFICATIONS).length;

/**
 * How the generated values of a specification are drawn (by category, then key; unlisted: the
 * defaults). u is a number spread evenly over [0, 1) from a hash of the product and the
 * specification, so that runs compare; u^skew leans towards the start of a list (its last options
 * are rare) and towards the low end of a number's range.
 */
interface Draw {
  /** Numbers: the lowest and highest value and the step between values. */
  range?: [number, number, number];
  skew?: number;
  /** Yes/no: the share of "yes". */
  yes?: number;
}
const DRAWS: Record<string, Record<string, Draw>> = {
  Headphones: {
    'driver-size': { range: [28, 53, 1], skew: 1 },
    'battery-life': { range: [15, 80, 5], skew: 1.2 },
    impedance: { range: [16, 300, 2], skew: 3 },
    'noise-cancelling': { yes: 0.35 },
    microphone: { yes: 0.7 },
  },
  Earbuds: {
    'battery-life': { range: [16, 60, 2], skew: 1.3 },
    'driver-size': { range: [6, 14, 1], skew: 1 },
    'noise-cancelling': { yes: 0.45 },
  },
  Speakers: {
    'output-power': { range: [3, 500, 1], skew: 3 },
    'battery-life': { range: [5, 30, 1], skew: 1 },
    battery: { yes: 0.65 },
  },
  Soundbars: { 'output-power': { range: [40, 1200, 10], skew: 2.5 }, 'dolby-atmos': { yes: 0.15 } },
  Amplifiers: { 'power-per-channel': { range: [15, 500, 5], skew: 2.5 }, bluetooth: { yes: 0.55 }, 'phono-stage': { yes: 0.25 } },
  Microphones: { 'phantom-power': { yes: 0.3 } },
};

/** The generated catalogue's specifications: the demo catalogue's, with how their values are drawn. */
export function benchSpecifications() {
  return Object.entries(DEMO_SPECIFICATIONS).flatMap(([category, specs]) =>
    specs.map((spec: DemoSpecification, i) => {
      const draw = DRAWS[category]?.[spec.key] ?? {};
      if (spec.kind === 'number' && !draw.range) throw new Error(`${category} ${spec.key}: no range to draw numbers from`);
      const [lo, hi, step] = draw.range ?? [0, 0, 1];
      return {
        category,
        key: spec.key,
        name: spec.name,
        kind: spec.kind,
        unit: spec.unit ?? null,
        options: spec.options ?? [],
        sort_order: (i + 1) * 10,
        lo,
        hi,
        step,
        skew: draw.skew ?? 2.2,
        yes: draw.yes ?? 0.4,
        // The first three are always given (as in the demo catalogue), the others for most products.
        always: i < 3,
      };
    }),
  );
}

/**
 * Inserts n published products with 1-3 variants each, a brand each and values of their
 * category's specifications, straight in SQL (seconds, not minutes). Every value is drawn from a
 * hash of the product's id, so that runs compare.
 */
export async function generateCatalogue(database: Pick<Database, 'db'>, n: number) {
  const db = database.db;
  await db.execute(
    sql`insert into categories (name, slug) select n, lower(regexp_replace(n, '[^A-Za-z0-9]+', '-', 'g'))
        from unnest(array['Headphones','Earbuds','Speakers','Soundbars','Amplifiers','Microphones','Cables & Accessories']) n on conflict do nothing`,
  );
  const brandsJson = JSON.stringify(BENCH_BRANDS.map((name) => ({ name, slug: slugOf(name) })));
  await db.execute(
    sql`insert into brands (name, slug) select name, slug from jsonb_to_recordset(${brandsJson}::jsonb) b(name text, slug text) on conflict do nothing`,
  );
  // u(g) = (hashint4(g) & 0x7fffffff) / 2^31 is spread evenly over [0, 1); the brand's rank is 1 + floor(40 u²).
  await db.execute(sql`
    with b as (
      select array_agg(br.id order by x.k) as ids, array_agg(br.name order by x.k) as names
      from jsonb_array_elements(${brandsJson}::jsonb) with ordinality x(brand, k) join brands br on br.name = x.brand ->> 'name'
    ), p as (
      select g, 1 + floor(${BENCH_BRANDS.length} * power((hashint4(g) & 2147483647)::float8 / 2147483648, 2))::int as k from generate_series(1, ${n}) g
    )
    insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, brand_id, is_published)
    select 'BN-' || lpad(g::text, 6, '0'),
      b.names[k] || ' ' ||
      (array['Wireless','Studio','Bass','Party','Cinema','Travel','Pro','Mini'])[1 + (g / 6) % 8] || ' ' ||
      (array['Headphones','Earbuds','Speaker','Soundbar','Amplifier','Microphone','Cable'])[1 + g % 7] || ' ' || g,
      'Vellore WH ' || (g % 40), '85183000', 18,
      'A dependable audio product for Indian homes, model ' || g || case when g % 997 = 0 then ' with zirconium diaphragm' else '' end,
      (select id from categories order by id limit 1 offset (g % 7)), b.ids[k], true
    from p cross join b`);
  await db.execute(sql`
    insert into product_variants (product_id, title, metrix_weight, product_weight, price_paise, mrp_paise, stock, is_default)
    select p.id, v.title, 0.8, 0.6, (49900 + (p.id * 7919) % 5000000), (49900 + (p.id * 7919) % 5000000) * (100 + p.id % 40) / 100, (p.id * 31 + v.k) % 50, v.k = 1
    from products p cross join lateral (values (1, 'Black'), (2, 'White'), (3, 'Blue')) v(k, title)
    where v.k <= 1 + p.id % 3`);
  await db.execute(sql`
    insert into product_images (product_id, file_path, file_name, sort_order)
    select id, 'uploads/products/' || id, 'bench.jpg', 0 from products`);
  const specsJson = JSON.stringify(benchSpecifications());
  await db.execute(sql`
    insert into specifications (category_id, key, name, kind, unit, options, sort_order)
    select c.id, s.key, s.name, s.kind, s.unit, s.options, s.sort_order
    from jsonb_to_recordset(${specsJson}::jsonb) s(category text, key text, name text, kind text, unit text, options jsonb, sort_order int)
    join categories c on c.name = s.category
    on conflict do nothing`);
  // For each product and each of its category's specifications, u(salt) is a hash of both spread
  // over [0, 1): u(0) picks the value (a list's option at floor(length u^skew), a number in its range
  // at the same lean, yes below the share of yes), u(i) adds a list's i-th option to a "several"
  // one with chance 0.45 / i, and u(99) leaves out a specification past the first three for 15 %.
  await db.execute(sql`
    with cfg as (
      select sp.id, sp.category_id, sp.kind, sp.options, s.lo, s.hi, s.step, s.skew, s.yes, s.always
      from jsonb_to_recordset(${specsJson}::jsonb) s(category text, key text, lo int, hi int, step int, skew float8, yes float8, always boolean)
      join categories c on c.name = s.category
      join specifications sp on sp.category_id = c.id and sp.key = s.key
    ), pair as (
      select p.id as product_id, cfg.*, (hashint8(p.id::bigint * 1000003 + cfg.id * 101) & 2147483647)::float8 / 2147483648 as u0,
        (hashint8(p.id::bigint * 1000003 + cfg.id * 101 + 99) & 2147483647)::float8 / 2147483648 as u99
      from products p join cfg on cfg.category_id = p.category_id
    )
    insert into product_specs (product_id, specification_id, value)
    select pair.product_id, pair.id, v.value
    from pair cross join lateral (
      select case pair.kind
          when 'one' then pair.options ->> floor(jsonb_array_length(pair.options) * power(pair.u0, pair.skew))::int
          when 'number' then (pair.lo + pair.step * floor(power(pair.u0, pair.skew) * ((pair.hi - pair.lo) / pair.step + 1))::int)::text
          else case when pair.u0 < pair.yes then 'yes' else 'no' end
        end as value
      where pair.kind <> 'many'
      union
      select o.value from jsonb_array_elements_text(pair.options) with ordinality o(value, i)
      where pair.kind = 'many' and (
        o.i - 1 = floor(jsonb_array_length(pair.options) * power(pair.u0, pair.skew))
        or (hashint8(pair.product_id::bigint * 1000003 + pair.id * 101 + o.i) & 2147483647)::float8 / 2147483648 < 0.45 / o.i)
    ) v
    where pair.always or pair.u99 < 0.85`);
  await refreshSearchDocument(db);
  // Vacuum as well as analyze: otherwise autovacuum sets about the freshly written tables while
  // the first scenarios run, and they are measured on a server busy with something else.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Some forty different filtered catalogue requests (GET /api/public/catalogue), as a crowd of shoppers
 * narrows category pages: by one or several values of the category's specifications, a number's
 * range, yes/no, brands, price, discount and stock, in each order. Fixed, so runs compare. Brands
 * are only named when generateCatalogue gives them some ten products or more in a category at
 * `size` products.
 */
export function filteredCatalogueRequests(size: number): string[] {
  const specs = benchSpecifications();
  const brands = BENCH_BRANDS.filter((_, i) => (brandShare(i + 1) * size) / DEMO_CATEGORY_COUNT >= 10).map(slugOf);
  const paths: string[] = [];
  const ask = (category: string, change: (f: CatalogueFilter) => void) => {
    const f = emptyFilter();
    f.categories = [slugOf(category)];
    change(f);
    paths.push(`/api/public/catalogue?${filterParams(f).toString()}`);
  };
  for (const category of Object.keys(DEMO_SPECIFICATIONS)) {
    const mine = specs.filter((s) => s.category === category);
    const lists = mine.filter((s) => s.options.length > 0);
    const numbers = mine.filter((s) => s.kind === 'number');
    const yesno = mine.find((s) => s.kind === 'yesno');
    const option = (s: (typeof mine)[number], i: number) => slugOf(s.options[i % s.options.length]!);
    const [first, second] = [lists[0]!, lists[1] ?? lists[0]!];
    // The most common value of the first list, as a shopper's first click.
    ask(category, (f) => (f.specs[first.key] = [option(first, 0)]));
    // Two lists and a price band, cheapest first.
    ask(category, (f) => {
      f.specs[first.key] = [option(first, 1)];
      f.specs[second.key] = [option(second, 0)];
      f.price = { min: 1000, max: 20000 };
      f.sort = 'price-asc';
    });
    // Several values of one list (a rare one among them), in stock, 25 % off or more, second page.
    ask(category, (f) => {
      f.specs[first.key] = [option(first, 0), option(first, first.options.length - 1)];
      f.inStock = true;
      f.discount = 25;
      f.page = 2;
    });
    // A number's range, dearest first; or the rarest value of the last list.
    const number = numbers[0];
    if (number) {
      const third = (number.hi - number.lo) / 3;
      ask(category, (f) => {
        f.specs[number.key] = [`${Math.round(number.lo + third / 4)}-${Math.round(number.lo + third)}`];
        f.sort = 'price-desc';
      });
    } else {
      const last = lists[lists.length - 1]!;
      ask(category, (f) => (f.specs[last.key] = [option(last, last.options.length - 1)]));
    }
    // Brands with a yes/no, biggest discount first.
    if (brands.length) {
      ask(category, (f) => {
        f.brands = [...new Set([brands[0]!, brands[Math.min(brands.length - 1, 3)]!])];
        if (yesno) f.specs[yesno.key] = ['yes'];
        else f.specs[second.key] = [option(second, 1)];
        f.sort = 'discount';
      });
    }
    // Everything at once: a list, a number's open range, yes or no, a price floor, newest first.
    ask(category, (f) => {
      f.specs[second.key] = [option(second, 0), option(second, 1)];
      if (number) f.specs[number.key] = [`${Math.round(number.lo + (number.hi - number.lo) / 4)}-`];
      if (yesno) f.specs[yesno.key] = ['no'];
      f.price = { min: 2000, max: null };
      f.sort = 'newest';
    });
  }
  return paths;
}
