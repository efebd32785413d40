// Comparing products side by side (docs/compare.md): up to COMPARE_MAX published products of one
// category, with one row a specification of that category.
import type { Uses } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import type { KeptAnswer } from '../../lib/http-cache';
import { compareAnswerSchema, type CompareAnswer } from '@shared/schemas/catalogue';
import { publishedCards, PRODUCT_NOT_FOUND, toCard, toProductSpec } from '../catalogue';
import * as repo from './compare.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'db'>;

export const DIFFERENT_CATEGORIES = 'Products of different categories cannot be compared: choose products of one category';

/**
 * The comparison of the given products, in the order given, as JSON text checked against its
 * schema. Kept with the catalogue's answers, which any change to a product drops.
 */
export async function comparisonJson(ctx: Ctx, ids: readonly number[]): Promise<KeptAnswer> {
  return ctx.cache.answer(`compare|${ids.join(',')}`, async () => {
    const answer = compareAnswerSchema.parse(await compareProducts(ctx, ids));
    return { body: Buffer.from(JSON.stringify(answer), 'utf8') };
  });
}

export async function compareProducts(ctx: Ctx, ids: readonly number[]): Promise<CompareAnswer> {
  const rows = await publishedCards(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // An unknown or unpublished product is never shown, not even beside others.
  if (ids.some((id) => !byId.has(id))) throw notFound(PRODUCT_NOT_FOUND);
  const cards = ids.map((id) => toCard(byId.get(id)!));
  const categoryId = cards[0]!.CategoryId;
  if (cards.some((c) => c.CategoryId !== categoryId)) throw badRequest(DIFFERENT_CATEGORIES);

  const specs = await repo.comparedSpecs(ctx.db, categoryId, ids);
  const Specifications = specs.flatMap((s) => {
    const Values = ids.map((id) => {
      const values = s.values?.[String(id)];
      return values ? toProductSpec({ ...s, values }).Text : '';
    });
    // A row no product has a value of says nothing.
    if (Values.every((v) => v === '')) return [];
    return [{ Key: s.key, Name: s.name, Unit: s.unit, Values, Differs: Values.some((v) => v !== Values[0]) }];
  });
  return { Products: cards, Specifications };
}
