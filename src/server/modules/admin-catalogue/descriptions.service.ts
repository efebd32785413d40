// A product's rich descriptions, each with an optional picture. The HTML is sanitized when saved and
// again on the way out (docs/pincodes-and-images.md).
import type { Uses } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import type { ProductDescription } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, hasVisibleText } from '@shared/schemas/admin-catalogue';
import { refreshSearchDocument } from '../catalogue';
import type { Actor } from '../audit';
import * as repo from './descriptions.repo';
import { discardImageFiles, storeImages } from '../../lib/uploads';
import { audit, changed } from './admin-catalogue.edits';
import { requireProduct } from './products.service';
import { publicFolder } from '../../lib/storage';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'catalogueSearch' | 'db' | 'english' | 'now' | 'searchIndex' | 'storage'>;

const M = ADMIN_MESSAGES;

const toDescription = (d: { id: number; description: string; fileName: string | null; filePath: string | null }): ProductDescription => ({
  Id: d.id,
  // Sanitized when saved and again on the way out (docs/pincodes-and-images.md).
  Description: sanitizeRichText(d.description),
  FileName: d.fileName,
  FilePath: publicFolder(d.filePath),
});

export async function descriptions(ctx: Ctx, productId: number): Promise<ProductDescription[]> {
  await requireProduct(ctx, productId);
  return (await repo.descriptionsOf(ctx.db, productId)).map(toDescription);
}

/**
 * Saves a rich description with optional images: the text goes with the first image, each
 * further image gets an entry of its own. With Id, that entry's text is replaced (and its
 * image, when one is sent). Text or an image is needed.
 */
export async function saveDescription(
  ctx: Ctx,
  admin: Actor,
  input: { productId: number; id?: number; description: string; files: Buffer[] },
): Promise<ProductDescription[]> {
  const product = await requireProduct(ctx, input.productId);
  const clean = sanitizeRichText(input.description);
  const text = hasVisibleText(clean) ? clean : '';
  const existing = input.id ? await repo.findDescription(ctx.db, input.id) : null;
  if (input.id && (!existing || existing.productId !== input.productId)) throw notFound('Description not found');
  if (!text && input.files.length === 0 && !existing?.fileName) throw badRequest(M.descriptionOrImage);

  const stored = await storeImages(ctx, `products/${input.productId}`, input.files);
  let replaced = false;
  const saved = await ctx.db.transaction(async (tx) => {
    const rows = [];
    let rest = stored;
    if (existing) {
      const replacement = stored[0];
      rows.push(
        await repo.updateDescription(tx, existing.id, {
          description: text,
          ...(replacement ? { filePath: replacement.FilePath, fileName: replacement.FileName } : {}),
        }),
      );
      rest = stored.slice(1);
      replaced = !!replacement;
    } else if (stored.length === 0) {
      rows.push(...(await repo.insertDescriptions(tx, [{ productId: input.productId, description: text, filePath: null, fileName: null }])));
    } else {
      const [first, ...others] = stored;
      rows.push(
        ...(await repo.insertDescriptions(tx, [{ productId: input.productId, description: text, filePath: first.FilePath, fileName: first.FileName }])),
      );
      rest = others;
    }
    rows.push(
      ...(await repo.insertDescriptions(
        tx,
        rest.map((f) => ({ productId: input.productId, description: '', filePath: f.FilePath, fileName: f.FileName })),
      )),
    );
    await refreshSearchDocument(tx, input.productId);
    await audit(ctx, tx, admin, {
      kind: 'description',
      action: existing ? 'updated' : 'created',
      entity: product.productCode,
      summary: `${existing ? 'Saved' : 'Added'} a description of ${product.productCode}`,
      before: existing && { Description: existing.description, Image: existing.fileName },
      after: { Description: text, Images: stored.map((f) => f.FileName) },
    });
    return rows;
  });
  if (existing && replaced) await discardImageFiles(ctx, [existing]);
  changed(ctx, input.productId);
  return saved.map(toDescription);
}

export async function deleteDescription(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const d = await repo.findDescription(ctx.db, id);
  if (!d) throw notFound('Description not found');
  const product = await requireProduct(ctx, d.productId);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteDescription(tx, id);
    await refreshSearchDocument(tx, d.productId);
    await audit(ctx, tx, admin, {
      kind: 'description',
      action: 'deleted',
      entity: product.productCode,
      summary: `Deleted a description of ${product.productCode}`,
      before: { Description: d.description, Image: d.fileName },
    });
  });
  await discardImageFiles(ctx, [d]);
  changed(ctx, d.productId);
}
