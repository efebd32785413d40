// Importing products in bulk as CSV (docs/bulk-products.md). The import reads a file of the export's
// columns (catalogue-export.ts), read by import-file.ts: Product Code
// and Variant say which variant a row is about, and Price, MRP and Stock are the values it may change,
// under the rules of the inventory screen's inline edit. A preview says what would change and which
// rows are refused; applying writes every change in one transaction, with its audit entries, or
// nothing at all.
import type { Uses } from '../../context';
import { formatRupees, toPaise, toRupees } from '@shared/money';
import { FORMULA_START } from '../../lib/csv-cells';
import { ADMIN_MESSAGES, inventoryEditSchema } from '@shared/schemas/admin-catalogue';
import {
  BULK_MESSAGES,
  SPEC_CELL_SEPARATOR,
  type ImportApplied,
  type ImportChange,
  type ImportPreview,
  type ImportProductChange,
  type ImportRefusal,
} from '@shared/schemas/bulk-products';
import { recordChange, type Actor } from '../audit';
import { refreshSearchDocument } from '../catalogue';
import { brandFor, checkValues as checkSpecValues, planBrand, type SpecEntry, type SpecValueRow } from '../specifications';
import * as specRepo from '../specifications';
import * as repo from './bulk-products.repo';
import { readImportFile, type FileRow, type Refused, type Upload } from './import-file';
import { tellRestocked } from '../stock-alerts';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'config' | 'db' | 'now' | 'sleep' | 'sms' | 'wakeMessages'>;

const M = BULK_MESSAGES;

// ---------------------------------------------------------------- checking an import

/** A variant the import changes: its values before and after, in paise. */
interface Update {
  line: number;
  variantId: number;
  productId: number;
  productCode: string;
  title: string;
  before: { pricePaise: number; mrpPaise: number; stock: number };
  after: { pricePaise: number; mrpPaise: number; stock: number };
}

/** A product whose brand or specification values the import changes. */
interface ProductUpdate {
  line: number;
  productId: number;
  productCode: string;
  brand?: { before: string | null; after: string };
  specs?: { before: string[]; after: string[]; rows: SpecValueRow[] };
}

interface Analysis {
  rows: number;
  unchanged: number;
  updates: Update[];
  changes: ImportChange[];
  productUpdates: ProductUpdate[];
  productChanges: ImportProductChange[];
  refusals: ImportRefusal[];
}

/** What the rows of one import have said of products so far, and what it has read to check them. */
interface ProductState {
  seen: Map<number, { line: number; brand: string | undefined; specs: string[] | undefined }>;
  specsOf: Map<number, specRepo.SpecRow[]>;
  brands: Map<string, Awaited<ReturnType<typeof planBrand>>>;
  newSlugs: Map<string, { name: string; line: number }>;
}

/** The pairs of a Specifications cell ("key=value; key=value"), or why it cannot be read. */
function readSpecCell(text: string): { ok: true; entries: SpecEntry[] } | { ok: false; reason: string } {
  const entries: SpecEntry[] = [];
  for (const part of text.split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at <= 0 || !pair.slice(at + 1).trim()) return { ok: false, reason: M.specificationPair(pair) };
    entries.push({ Key: pair.slice(0, at).trim(), Value: pair.slice(at + 1).trim() });
  }
  return { ok: true, entries };
}

/** A product's values as "key=value" pairs in the category's order. */
function specPairs(specs: specRepo.SpecRow[], rows: SpecValueRow[]): string[] {
  const order = new Map(specs.map((sp, i) => [sp.id, i]));
  const keyOf = new Map(specs.map((sp) => [sp.id, sp.key]));
  return [...rows]
    .sort((a, b) => order.get(a.specificationId)! - order.get(b.specificationId)! || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((r) => `${keyOf.get(r.specificationId)}=${r.value}`);
}

function samePairs(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((p, i) => p === sortedB[i]);
}
const storedPairs = (cell: string) => (cell ? cell.split(SPEC_CELL_SEPARATOR) : []);
/** A text the export wrote with an apostrophe in front (see asText), without it. */
const withoutFormulaMark = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/**
 * The Brand and Specifications cells of a row, when the file has those columns: checked as the
 * admin product screen checks them, the same on every row of a product, and what they would change
 * noted on the product's first row.
 */
async function checkProductColumns(conn: repo.Conn, row: FileRow, product: repo.ProductKey, st: ProductState, a: Analysis): Promise<string | null> {
  let brand: string | undefined;
  if (row.brand) {
    const name = withoutFormulaMark(row.brand);
    const key = name.toLowerCase();
    if (!st.brands.has(key)) st.brands.set(key, await planBrand(conn, name));
    const plan = st.brands.get(key)!;
    if (!plan.ok) return plan.reason;
    if (!plan.brand) {
      const other = st.newSlugs.get(plan.slug);
      if (other && other.name.toLowerCase() !== key) return M.brandAddressTaken(name, other.line);
      if (!other) st.newSlugs.set(plan.slug, { name, line: row.line });
    }
    // A new brand is written as its first row spells it.
    brand = plan.brand ? plan.brand.name : st.newSlugs.get(plan.slug)!.name;
  }
  let specs: string[] | undefined;
  let specRows: SpecValueRow[] = [];
  if (row.specs !== undefined) {
    const read = readSpecCell(row.specs);
    if (!read.ok) return read.reason;
    if (!st.specsOf.has(product.category_id)) st.specsOf.set(product.category_id, await specRepo.listSpecs(conn, product.category_id));
    const categorySpecs = st.specsOf.get(product.category_id)!;
    const checked = checkSpecValues(categorySpecs, read.entries);
    if (!checked.ok) return checked.reason;
    specRows = checked.rows;
    specs = specPairs(categorySpecs, specRows);
  }
  const first = st.seen.get(product.id);
  if (first) {
    if (row.brand !== undefined && (brand ?? '').toLowerCase() !== (first.brand ?? '').toLowerCase()) return M.brandDiffers(first.line);
    if (specs !== undefined && !samePairs(specs, first.specs ?? [])) return M.specificationsDiffer(first.line);
    return null;
  }
  st.seen.set(product.id, { line: row.line, brand, specs });
  const update: ProductUpdate = { line: row.line, productId: product.id, productCode: product.product_code };
  const change = (Field: ImportProductChange['Field'], Old: string, New: string) =>
    a.productChanges.push({ Line: row.line, ProductId: product.id, ProductCode: product.product_code, Field, Old, New });
  // A blank brand keeps the product's own.
  if (brand !== undefined && brand !== product.brand) {
    update.brand = { before: product.brand, after: brand };
    change('Brand', product.brand ?? '', brand);
  }
  const before = storedPairs(product.specs);
  if (specs !== undefined && !samePairs(specs, before)) {
    update.specs = { before, after: specs, rows: specRows };
    change('Specifications', before.join(SPEC_CELL_SEPARATOR), specs.join(SPEC_CELL_SEPARATOR));
  }
  if (update.brand || update.specs) a.productUpdates.push(update);
  return null;
}

/**
 * The variant a row names: its title as written; else without the apostrophe the export puts before
 * a title a spreadsheet would take for a formula; else the one title equal but for letter case.
 */
function matchVariant(variants: repo.VariantValues[], title: string): repo.VariantValues | 'none' | 'ambiguous' {
  const tries = [title];
  if (title.startsWith("'") && FORMULA_START.test(title.slice(1))) tries.push(title.slice(1));
  for (const t of tries) {
    const exact = variants.filter((v) => v.title.trim() === t);
    if (exact.length === 1) return exact[0];
    if (exact.length > 1) return 'ambiguous';
  }
  const loose = variants.filter((v) => tries.some((t) => v.title.trim().toLowerCase() === t.toLowerCase()));
  if (loose.length === 1) return loose[0];
  return loose.length > 1 ? 'ambiguous' : 'none';
}

/**
 * The rules of the inventory screen's inline edit (`inventoryEditSchema`, and the price kept within
 * the stored MRP when the MRP is left blank); the first rule a row breaks is its reason.
 */
function checkValues(row: FileRow, v: repo.VariantValues): { ok: true; pricePaise: number; mrpPaise: number; stock: number } | { ok: false; reason: string } {
  const parsed = inventoryEditSchema.safeParse({
    Id: v.id,
    ProductId: v.product_id,
    Price: row.price,
    Mrp: row.mrp === '' ? undefined : row.mrp,
    Stock: row.stock,
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.inventoryPrice };
  const pricePaise = toPaise(parsed.data.Price);
  const mrpPaise = parsed.data.Mrp !== undefined ? toPaise(parsed.data.Mrp) : v.mrp_paise;
  if (pricePaise > mrpPaise) return { ok: false, reason: ADMIN_MESSAGES.priceAboveMrp(formatRupees(toRupees(mrpPaise))) };
  return { ok: true, pricePaise, mrpPaise, stock: parsed.data.Stock };
}

/** What the rows would change, and the rows refused. With `lock`, the variants read stay locked until the transaction ends. */
async function analyse(conn: repo.Conn, rows: FileRow[], lock: boolean): Promise<Analysis> {
  const products = await repo.productsByCodes(conn, [...new Set(rows.map((r) => r.code.toUpperCase()).filter(Boolean))]);
  const productByCode = new Map(products.map((p) => [p.product_code.toUpperCase(), p]));
  const variants = await repo.variantsOfProducts(
    conn,
    products.map((p) => p.id),
    lock,
  );
  const variantsOf = new Map<number, repo.VariantValues[]>();
  for (const v of variants) variantsOf.set(v.product_id, [...(variantsOf.get(v.product_id) ?? []), v]);

  const a: Analysis = { rows: rows.length, unchanged: 0, updates: [], changes: [], productUpdates: [], productChanges: [], refusals: [] };
  const st: ProductState = { seen: new Map(), specsOf: new Map(), brands: new Map(), newSlugs: new Map() };
  const seen = new Map<number, number>();
  for (const row of rows) {
    const refuse = (reason: string) => a.refusals.push({ Line: row.line, ProductCode: row.code, Variant: row.title, Reason: reason });
    const product = row.code ? productByCode.get(row.code.toUpperCase()) : undefined;
    if (!product) {
      refuse(M.unknownProduct(row.code));
      continue;
    }
    const productChangesBefore = a.productChanges.length;
    const productProblem = await checkProductColumns(conn, row, product, st, a);
    if (productProblem) {
      refuse(productProblem);
      continue;
    }
    const v = row.title ? matchVariant(variantsOf.get(product.id) ?? [], row.title) : 'none';
    if (v === 'none' || v === 'ambiguous') {
      refuse(v === 'none' ? M.unknownVariant(row.title) : M.ambiguousVariant(row.title));
      continue;
    }
    const firstLine = seen.get(v.id);
    if (firstLine !== undefined) {
      refuse(M.duplicateRow(firstLine));
      continue;
    }
    seen.set(v.id, row.line);
    const checked = checkValues(row, v);
    if (!checked.ok) {
      refuse(checked.reason);
      continue;
    }
    const before = { pricePaise: v.price_paise, mrpPaise: v.mrp_paise, stock: v.stock };
    const after = { pricePaise: checked.pricePaise, mrpPaise: checked.mrpPaise, stock: checked.stock };
    const change = (Field: ImportChange['Field'], Old: number, New: number) =>
      a.changes.push({ Line: row.line, ProductId: product.id, VariantId: v.id, ProductCode: product.product_code, Variant: v.title, Field, Old, New });
    const n = a.changes.length;
    if (after.pricePaise !== before.pricePaise) change('Price', toRupees(before.pricePaise), toRupees(after.pricePaise));
    if (after.mrpPaise !== before.mrpPaise) change('MRP', toRupees(before.mrpPaise), toRupees(after.mrpPaise));
    if (after.stock !== before.stock) change('Stock', before.stock, after.stock);
    if (a.changes.length === n) {
      if (a.productChanges.length === productChangesBefore) a.unchanged += 1;
    } else a.updates.push({ line: row.line, variantId: v.id, productId: product.id, productCode: product.product_code, title: v.title, before, after });
  }
  return a;
}

// ---------------------------------------------------------------- preview and apply

/** What importing the file would change and which rows it refuses. Writes nothing. */
export async function preview(ctx: Ctx, upload: Upload): Promise<{ ok: true; answer: ImportPreview } | Refused> {
  const read = await readImportFile(upload);
  if (!read.ok) return read;
  const a = await analyse(ctx.db, read.rows, false);
  return { ok: true, answer: { Rows: a.rows, Unchanged: a.unchanged, Changes: a.changes, ProductChanges: a.productChanges, Refusals: a.refusals } };
}

const auditValues = (v: Update['before']) => ({ Price: toRupees(v.pricePaise), Mrp: toRupees(v.mrpPaise), Stock: v.stock });

function summaryOf(u: Update): string {
  const parts: string[] = [];
  const amount = (paise: number) => formatRupees(toRupees(paise));
  if (u.before.pricePaise !== u.after.pricePaise) parts.push(`price ${amount(u.before.pricePaise)} → ${amount(u.after.pricePaise)}`);
  if (u.before.mrpPaise !== u.after.mrpPaise) parts.push(`MRP ${amount(u.before.mrpPaise)} → ${amount(u.after.mrpPaise)}`);
  if (u.before.stock !== u.after.stock) parts.push(`stock ${u.before.stock} → ${u.after.stock}`);
  return `Imported ${u.productCode} / ${u.title}: ${parts.join(', ')}`;
}

/**
 * Applies every change of the file in one transaction, each variant with its audit entry, or, when
 * any row is refused, nothing. The rows are checked again inside the transaction against the
 * variants as they are then (locked until it ends), so what was previewed earlier cannot be applied
 * over a change made since without being checked. The shop's cached pages of every changed product
 * are dropped once it is committed.
 */
export async function apply(ctx: Ctx, admin: Actor, upload: Upload): Promise<{ ok: true; answer: ImportApplied } | Refused> {
  const read = await readImportFile(upload);
  if (!read.ok) return read;
  const now = ctx.now();
  const a = await ctx.db.transaction(async (tx) => {
    const analysis = await analyse(tx, read.rows, true);
    if (analysis.refusals.length) return analysis;
    await repo.updateVariants(
      tx,
      analysis.updates.map((u) => ({ id: u.variantId, ...u.after })),
      now,
    );
    for (const u of analysis.productUpdates) {
      if (u.brand) await specRepo.setProductBrand(tx, u.productId, (await brandFor(tx, u.brand.after)).id);
      if (u.specs) await specRepo.replaceValues(tx, u.productId, u.specs.rows);
      // Its brand and its specifications are in its search document.
      await refreshSearchDocument(tx, u.productId);
      const parts = [u.brand && `brand ${u.brand.before ?? 'none'} → ${u.brand.after}`, u.specs && 'specifications'].filter(Boolean);
      await recordChange(tx, admin, now, {
        kind: 'import',
        action: 'imported',
        entity: u.productCode,
        summary: `Imported ${u.productCode}: ${parts.join(', ')}`,
        before: { ...(u.brand ? { Brand: u.brand.before } : {}), ...(u.specs ? { Specifications: u.specs.before } : {}) },
        after: { ...(u.brand ? { Brand: u.brand.after } : {}), ...(u.specs ? { Specifications: u.specs.after } : {}) },
      });
    }
    for (const u of analysis.updates) {
      await recordChange(tx, admin, now, {
        kind: 'import',
        action: 'imported',
        entity: `${u.productCode} / ${u.title}`,
        summary: summaryOf(u),
        before: auditValues(u.before),
        after: auditValues(u.after),
      });
    }
    return analysis;
  });
  if (a.refusals.length) return { ok: false, message: M.refused(a.refusals.length), refusals: a.refusals };
  const products = [...new Set([...a.updates.map((u) => u.productId), ...a.productUpdates.map((u) => u.productId)])];
  for (const id of products) ctx.cache.changed(String(id));
  if (a.updates.length) await tellRestocked(ctx);
  return {
    ok: true,
    answer: {
      Status: true,
      Message: M.applied(a.changes.length + a.productChanges.length, products.length),
      Variants: a.updates.length,
      Products: products.length,
      Changes: a.changes,
      ProductChanges: a.productChanges,
    },
  };
}
