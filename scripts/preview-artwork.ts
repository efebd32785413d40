/**
 * Renders demo artwork to /tmp/artwork and validates the demo catalogue data.
 *   npx tsx scripts/preview-artwork.ts            # checks + sample images + sheet
 *   npx tsx scripts/preview-artwork.ts --all      # also every product x angle
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderBannerImage, renderProductImage } from '../src/demo/artwork.js';
import { DEMO_BANNERS, DEMO_PRODUCTS, type ArtKind } from '../src/demo/catalogue.js';
import { SHOP_CATEGORIES } from '../src/shared/constants.js';

const OUT = '/tmp/artwork';

function check(): void {
  const errors: string[] = [];
  const fail = (m: string): void => {
    errors.push(m);
  };
  const expectedCats = ['Headphones', 'Earbuds', 'Speakers', 'Soundbars', 'Amplifiers', 'Microphones', 'Cables & Accessories'];
  if (JSON.stringify(SHOP_CATEGORIES) !== JSON.stringify(expectedCats)) fail(`categories mismatch: ${SHOP_CATEGORIES.join(', ')}`);
  if (DEMO_PRODUCTS.length < 34) fail(`only ${DEMO_PRODUCTS.length} products`);

  const codes = new Set<string>();
  const perCat = new Map<string, number>();
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  let oosDefaults = 0;
  const ranges: Record<string, [number, number]> = {
    Headphones: [1499, 39999],
    Earbuds: [999, 14999],
    Speakers: [1999, 59999],
    Soundbars: [6999, 89999],
    Amplifiers: [9999, 149999],
    Microphones: [1299, 34999],
    'Cables & Accessories': [299, 4999],
  };
  const hex = /^#[0-9a-f]{6}$/i;
  for (const p of DEMO_PRODUCTS) {
    const where = `${p.code} (${p.name})`;
    if (!/^[A-Z0-9-]+$/.test(p.code)) fail(`${where}: code not uppercase`);
    if (codes.has(p.code)) fail(`${where}: duplicate code`);
    codes.add(p.code);
    if (!SHOP_CATEGORIES.includes(p.category)) fail(`${where}: unknown category ${p.category}`);
    perCat.set(p.category, (perCat.get(p.category) ?? 0) + 1);
    if (p.name.length < 5) fail(`${where}: name too short`);
    if (p.summary.length < 10) fail(`${where}: summary too short`);
    if (/<[^>]+>/.test(p.summary)) fail(`${where}: summary has HTML`);
    const tags = [...p.descriptionHtml.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => (m[1] ?? '').toLowerCase());
    const bad = tags.filter((t) => !['h3', 'p', 'ul', 'li', 'strong'].includes(t));
    if (bad.length) fail(`${where}: disallowed tags ${bad.join(',')}`);
    if (!/^\d{8}$/.test(p.hsnCode)) fail(`${where}: bad HSN ${p.hsnCode}`);
    if (![5, 12, 18, 28].includes(p.taxRate)) fail(`${where}: bad tax rate ${p.taxRate}`);
    if (p.features.length < 5 || p.features.length > 8) fail(`${where}: ${p.features.length} features`);
    if (p.features.some((f) => !f.type || !f.value)) fail(`${where}: empty feature`);
    if (!/^[A-Za-z]+ WH [A-Z]-\d{2}$/.test(p.location)) fail(`${where}: odd location ${p.location}`);
    if (p.variants.length < 1 || p.variants.length > 4) fail(`${where}: ${p.variants.length} variants`);
    const defaults = p.variants.filter((v) => v.isDefault);
    if (defaults.length !== 1) fail(`${where}: ${defaults.length} default variants`);
    if (defaults[0] && defaults[0].stock === 0) oosDefaults += 1;
    const titles = new Set<string>();
    const range = ranges[p.category];
    for (const v of p.variants) {
      if (v.title.length < 1 || v.title.length > 10) fail(`${where}: variant title '${v.title}' length ${v.title.length}`);
      if (titles.has(v.title)) fail(`${where}: duplicate variant title ${v.title}`);
      titles.add(v.title);
      if (!Number.isInteger(v.priceRupees) || v.priceRupees < 299 || v.priceRupees > 149999) fail(`${where}: price ${v.priceRupees}`);
      if (range && (v.priceRupees < range[0] || v.priceRupees > range[1])) fail(`${where}: price ${v.priceRupees} outside ${range.join('-')}`);
      if (!Number.isInteger(v.stock) || v.stock < 0) fail(`${where}: stock ${v.stock}`);
      if (!(v.productWeightKg > 0) || !(v.metrixWeightKg > 0)) fail(`${where}: weights`);
      if (!hex.test(v.colour)) fail(`${where}: colour ${v.colour}`);
      minPrice = Math.min(minPrice, v.priceRupees);
      maxPrice = Math.max(maxPrice, v.priceRupees);
    }
  }
  for (const c of SHOP_CATEGORIES) if ((perCat.get(c) ?? 0) < 4) fail(`category ${c} has ${perCat.get(c) ?? 0} products`);
  if (minPrice !== 299) fail(`min price ${minPrice} != 299`);
  if (maxPrice !== 149999) fail(`max price ${maxPrice} != 149999`);
  if (oosDefaults < 3) fail(`only ${oosDefaults} out-of-stock defaults`);
  const allVariants = DEMO_PRODUCTS.flatMap((p) => p.variants);
  if (!allVariants.some((v) => v.stock >= 1 && v.stock <= 4)) fail('no low-stock variants');
  if (!allVariants.some((v) => v.metrixWeightKg > v.productWeightKg)) fail('no volumetric > product weight');

  if (DEMO_BANNERS.length !== 4) fail(`${DEMO_BANNERS.length} banners`);
  if (DEMO_BANNERS.filter((b) => b.isActive).length !== 3) fail('need 3 active banners');
  if (new Set(DEMO_BANNERS.map((b) => b.seqId)).size !== DEMO_BANNERS.length) fail('banner seqIds not unique');
  for (const b of DEMO_BANNERS) if (!hex.test(b.from) || !hex.test(b.to)) fail(`banner ${b.name} colours`);

  if (errors.length) {
    console.error(errors.map((e) => `  - ${e}`).join('\n'));
    throw new Error(`catalogue check failed (${errors.length})`);
  }
  console.log(
    `catalogue OK: ${DEMO_PRODUCTS.length} products, ${allVariants.length} variants, ₹${minPrice}-₹${maxPrice}, ${oosDefaults} out-of-stock defaults`,
  );
  console.log('  per category: ' + SHOP_CATEGORIES.map((c) => `${c}=${perCat.get(c) ?? 0}`).join(', '));
}

async function main(): Promise<void> {
  check();
  await mkdir(OUT, { recursive: true });
  const all = process.argv.includes('--all');
  const files: string[] = [];
  const save = async (name: string, buf: Buffer): Promise<void> => {
    const f = join(OUT, name);
    await writeFile(f, buf);
    files.push(f);
  };

  // One image per ArtKind (angle 0), using the first product of that kind.
  const kinds: ArtKind[] = ['headphones', 'earbuds', 'speaker', 'soundbar', 'amplifier', 'microphone', 'cable', 'stand', 'dac', 'turntable'];
  for (const kind of kinds) {
    const p = DEMO_PRODUCTS.find((x) => x.art === kind);
    if (!p) throw new Error(`no product for ${kind}`);
    const v = p.variants.find((x) => x.isDefault) ?? p.variants[0]!;
    await save(`kind-${kind}.png`, await renderProductImage({ art: kind, colour: v.colour, name: p.name }, 0));
  }

  // All three angles for one product.
  const hero = DEMO_PRODUCTS[0]!;
  for (const a of [0, 1, 2] as const) {
    await save(`angle-${hero.code}-${a}.png`, await renderProductImage({ art: hero.art, colour: hero.variants[0]!.colour, name: hero.name }, a));
  }

  for (const b of DEMO_BANNERS) await save(`banner-${b.seqId}-${b.name}.png`, await renderBannerImage(b));

  if (all) {
    for (const p of DEMO_PRODUCTS) {
      for (const v of p.variants) {
        for (const a of [0, 1, 2] as const) {
          await save(
            `all-${p.code}-${v.title.replace(/[^A-Za-z0-9]+/g, '_')}-${a}.png`,
            await renderProductImage({ art: p.art, colour: v.colour, name: p.name }, a),
          );
        }
      }
    }
  }

  // Contact sheet: grid of thumbnails.
  const thumb = 240;
  const cols = all ? 12 : 6;
  const gap = 8;
  const tiles = await Promise.all(files.map(async (f) => sharp(f).resize(thumb, thumb, { fit: 'contain', background: '#ffffff' }).png().toBuffer()));
  const rows = Math.ceil(tiles.length / cols);
  const sheet = await sharp({
    create: { width: cols * (thumb + gap) + gap, height: rows * (thumb + gap) + gap, channels: 3, background: '#d0d3d8' },
  })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % cols) * (thumb + gap), top: gap + Math.floor(i / cols) * (thumb + gap) })))
    .png()
    .toBuffer();
  await writeFile(join(OUT, 'sheet.png'), sheet);
  console.log(`wrote ${files.length} images + ${join(OUT, 'sheet.png')}`);
  console.log('OK');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
