// The inventory list and its inline edit of a variant's price and stock.
import type { Uses } from '../../context';
import type { Page } from '../../db/paging';
import type { ListPage } from '../../lib/page-answer';
import { toPaise, toRupees } from '@shared/money';
import type { InventoryEdit, InventoryRow } from '@shared/schemas/admin-catalogue';
import type { Actor } from '../audit';
import { listInventory, type InventoryDbRow } from '../inventory';
import * as imagesRepo from './images.repo';
import * as variantsRepo from './variants.repo';
import { tellRestocked } from '../stock-alerts';
import { audit, changed } from './admin-catalogue.edits';
import { requireProduct } from './products.service';
import { priceWithinMrp, requireVariantOf, variantFacts } from './variants.service';
import { publicFolder } from '../../lib/storage';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'catalogueSearch' | 'config' | 'db' | 'english' | 'now' | 'searchIndex' | 'sleep' | 'sms' | 'storage' | 'wakeMessages'>;

async function toInventoryRows(ctx: Ctx, rows: InventoryDbRow[]): Promise<InventoryRow[]> {
  const variantImages = await imagesRepo.variantImagesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const withoutImages = rows.filter((r) => !variantImages.some((i) => i.variantId === r.id)).map((r) => r.product_id);
  const productImages = await imagesRepo.firstProductImages(ctx.db, [...new Set(withoutImages)]);
  return rows.map((r) => {
    const own = variantImages.filter((i) => i.variantId === r.id);
    // A variant without photos of its own shows the product's first picture.
    const images = own.length ? own : productImages.filter((i) => i.productId === r.product_id);
    return {
      Id: r.id,
      ProductId: r.product_id,
      ProductCode: r.product_code,
      ProductName: r.product_name,
      VariantTitle: r.title,
      Price: toRupees(r.price_paise),
      Mrp: toRupees(r.mrp_paise),
      Stock: r.stock,
      Images: images.map((i) => ({ FilePath: publicFolder(i.filePath), FileName: i.fileName })),
    };
  });
}

export async function inventory(ctx: Ctx, threshold: number, productCode: string | null | undefined, page: Page): Promise<ListPage<InventoryRow>> {
  const rows = await listInventory(ctx.db, threshold, productCode || null, page);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) total = (await listInventory(ctx.db, threshold, productCode || null, { limit: 1, offset: 0 }))[0]?.total ?? 0;
  return { items: await toInventoryRows(ctx, rows), total };
}

/** The inline inventory edit: price and stock (and the MRP and title when sent) of one variant. */
export async function editInventory(ctx: Ctx, admin: Actor, e: InventoryEdit): Promise<InventoryRow> {
  const current = await requireVariantOf(ctx, e.ProductId, e.Id);
  const product = await requireProduct(ctx, e.ProductId);
  const pricePaise = toPaise(e.Price);
  const mrpPaise = e.Mrp !== undefined ? toPaise(e.Mrp) : current.mrpPaise;
  priceWithinMrp(pricePaise, mrpPaise);
  await ctx.db.transaction(async (tx) => {
    const saved = (await variantsRepo.updateVariant(tx, e.Id, { pricePaise, mrpPaise, stock: e.Stock, ...(e.Title ? { title: e.Title } : {}) }, ctx.now()))!;
    await audit(ctx, tx, admin, {
      kind: 'inventory',
      action: 'updated',
      entity: `${product.productCode} / ${saved.title}`,
      summary: `Changed the stock and price of ${product.productCode} / ${saved.title}`,
      before: variantFacts(current),
      after: variantFacts(saved),
    });
  });
  changed(ctx, e.ProductId);
  await tellRestocked(ctx);
  const v = (await variantsRepo.findVariant(ctx.db, e.Id))!;
  const [row] = await toInventoryRows(ctx, [
    {
      id: v.id,
      product_id: v.productId,
      product_code: product.productCode,
      product_name: product.name,
      title: v.title,
      price_paise: v.pricePaise,
      mrp_paise: v.mrpPaise,
      stock: v.stock,
      total: 1,
    },
  ]);
  return row;
}
