// The public catalogue: only published products are ever shown (an unpublished id is a 404).
import type { ProductDeclarationColumns } from '../../db/schema';
import type { Db } from '../../db/client';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { CatalogueSearch } from './catalogue-search';
import type { SearchIndex } from './search-index';
import { AppError, notFound } from '../../lib/errors';
import { toRupees } from '@shared/money';
import {
  productCardSchema,
  productSchema,
  type ProductSpec,
  type SpecKind,
  type Banner,
  type Image,
  type Product,
  type ProductCard,
  type Variant,
} from '@shared/schemas/catalogue';
import { sanitizeRichText } from '../../lib/sanitize';
import { DECLARANT_KINDS } from '@shared/declarations';
import { offeredVariant } from '@shared/product-page';
import type { Declarations, ProductDeclarations } from '@shared/schemas/declarations';
import * as repo from './catalogue.repo';
import { toQuery, toSearchTerms, wordsOf, type SearchTerms } from './search-terms';
import type { EnglishForms, Forms } from './english-forms';
import { filterParams, readFilter } from '@shared/catalogue-filters';
import type { BrandInfo, CategoryInfo } from '@shared/schemas/catalogue';
import { badRequest } from '../../lib/errors';
import { publicFolder } from '../../lib/storage';
import type { KeptAnswer } from '../../lib/http-cache';

/** What this file touches of the app's context. */
// The parts of the app context this service reads, named by their own types rather than through
// the context: the context builds the catalogue's engine, so the catalogue does not import it.
type Ctx = { cache: CatalogueCache; catalogueSearch: CatalogueSearch; db: Db; english: EnglishForms; searchIndex: SearchIndex };

export const PRODUCT_NOT_FOUND = 'Product not found';

export type ImageRow = { id: number; filePath: string; fileName: string };
export const toImage = (i: ImageRow): Image => ({ Id: i.id, FilePath: publicFolder(i.filePath), FileName: i.fileName });

export function toVariant(v: repo.VariantRow): Variant {
  return {
    Id: v.id,
    ProductId: v.productId,
    Title: v.title,
    MetrixWeight: v.metrixWeight,
    ProductWeight: v.productWeight,
    Price: toRupees(v.pricePaise),
    Mrp: toRupees(v.mrpPaise),
    Stock: v.stock,
    IsDefault: v.isDefault,
    Images: v.images.map(toImage),
  };
}

export function toCard(r: repo.CardRow): ProductCard {
  return {
    Id: r.id,
    ProductCode: r.product_code,
    Name: r.name,
    CategoryId: r.category_id,
    CategoryName: r.category_name,
    Brand: r.brand_name,
    IsPublished: r.is_published,
    Rating: { Average: r.rating_average, Count: r.rating_count },
    Images: r.image_id ? [{ Id: r.image_id, FilePath: publicFolder(r.file_path!), FileName: r.file_name! }] : [],
    DefaultVariant: r.variant_id
      ? { Id: r.variant_id, Title: r.variant_title!, Price: toRupees(r.price_paise!), Mrp: toRupees(r.mrp_paise!), Stock: r.stock! }
      : null,
    MoreOptions: r.more_options,
  };
}

/** A product's specification as its page shows it: values in the order of the specification's list. */
export function toProductSpec(s: repo.SpecValueRow): ProductSpec {
  const values = s.kind === 'number' || s.kind === 'yesno' ? s.values : [...s.values].sort((a, b) => rank(s.options, a) - rank(s.options, b));
  return { Key: s.key, Name: s.name, Kind: s.kind, Unit: s.unit, Values: values, Text: specText(s.kind, s.unit, values) };
}

const rank = (options: string[], value: string) => {
  const i = options.indexOf(value);
  return i < 0 ? options.length : i;
};

/** Values as a shopper reads them: "40 mm", "Yes", "Bluetooth, Wired". */
export function specText(kind: SpecKind, unit: string | null, values: readonly string[]): string {
  if (kind === 'yesno') return values.map((v) => (v === 'yes' ? 'Yes' : 'No')).join(', ');
  if (kind === 'number') return values.map((v) => (unit ? `${v} ${unit}` : v)).join(', ');
  return values.join(', ');
}

/** Each product declaration's field in the answers and its column (docs/declarations.md), in the form's order. */
const DECLARATION_COLUMNS = {
  DeclarantKind: 'declarantKind',
  DeclarantName: 'declarantName',
  DeclarantAddress: 'declarantAddress',
  CountryOfOrigin: 'countryOfOrigin',
  GenericName: 'genericName',
  NetQuantity: 'netQuantity',
  MadeOn: 'madeOn',
  ConsumerCarePhone: 'consumerCarePhone',
  ConsumerCareEmail: 'consumerCareEmail',
} as const satisfies Record<keyof ProductDeclarations & keyof Declarations, keyof ProductDeclarationColumns>;
const DECLARATION_FIELDS = Object.keys(DECLARATION_COLUMNS) as (keyof typeof DECLARATION_COLUMNS)[];

/** A product's declarations as the answers carry them: null where a product has none yet. */
export function toDeclarations(p: ProductDeclarationColumns): ProductDeclarations {
  const fields = Object.fromEntries(DECLARATION_FIELDS.map((f) => [f, p[DECLARATION_COLUMNS[f]]])) as ProductDeclarations;
  return { ...fields, DeclarantKind: DECLARANT_KINDS.find((k) => k === p.declarantKind) ?? null };
}

/** A product's declarations as its columns hold them (the demo catalogue's seed writes them the same way). */
export const declarationColumns = (d: Declarations): ProductDeclarationColumns =>
  Object.fromEntries(DECLARATION_FIELDS.map((f) => [DECLARATION_COLUMNS[f], d[f]])) as ProductDeclarationColumns;

export async function getProduct(ctx: Ctx, id: number, opts: { includeUnpublished?: boolean } = {}): Promise<Product> {
  if (opts.includeUnpublished) return loadProduct(ctx, id, true);
  return JSON.parse((await publicProduct(ctx, id)).body) as Product;
}

/**
 * The public answer for a product, checked against its schema once and kept as JSON text: the
 * cached answer is sent as it is, without building and serialising it on every request.
 */
export async function publicProduct(ctx: Ctx, id: number): Promise<KeptAnswer & { body: string }> {
  const cached = await ctx.cache.product(id, async () =>
    loadProduct(ctx, id, false).then(
      (p) => ({ body: JSON.stringify(productSchema.parse(p)) }),
      // "Not found" is kept like an answer; a failure of the shop's own (the database) is not, so
      // the next request asks again.
      (err) => (err instanceof AppError && err.statusCode === 404 ? { error: err as Error } : Promise.reject(err)),
    ),
  );
  if ('error' in cached) throw cached.error;
  return cached;
}

async function loadProduct(ctx: Ctx, id: number, includeUnpublished: boolean): Promise<Product> {
  const p = await repo.productSheet(ctx.db, id);
  if (!p || (!p.isPublished && !includeUnpublished)) throw notFound(PRODUCT_NOT_FOUND);
  // The variant the page opens on: the default one, or while that is sold out the cheapest in stock.
  const byId = new Map(p.variants.map((v) => [v.id, v]));
  const offered = offeredVariant(p.variants.map((v) => ({ Id: v.id, IsDefault: v.isDefault, Price: v.pricePaise, Stock: v.stock })));
  const def = offered ? byId.get(offered.Id) : undefined;
  return {
    Id: p.id,
    ProductCode: p.productCode,
    Name: p.name,
    Location: p.location,
    HSNCode: p.hsnCode,
    TaxRate: p.taxRate,
    Description: p.description,
    CategoryId: p.categoryId,
    CategoryName: p.categoryName,
    CategorySlug: p.categorySlug,
    Brand: p.brandName && p.brandSlug ? { Name: p.brandName, Slug: p.brandSlug } : null,
    IsPublished: p.isPublished,
    Rating: { Average: p.ratingAverage, Count: p.ratingCount },
    Images: p.images.map(toImage),
    DefaultVariant: def ? toVariant(def) : null,
    Specifications: p.specs.map(toProductSpec),
    // Sanitized again on the way out (docs/pincodes-and-images.md), whatever was stored.
    Descriptions: p.descriptions.map((d) => ({
      Id: d.id,
      Description: sanitizeRichText(d.description),
      FileName: d.fileName,
      FilePath: publicFolder(d.filePath),
    })),
    Features: p.features.map((f) => ({ Id: f.id, ItemType: f.itemType, ItemValue: f.itemValue })),
    Declarations: toDeclarations(p),
  };
}

export async function getVariants(ctx: Ctx, productId: number, opts: { includeUnpublished?: boolean } = {}): Promise<Variant[]> {
  const found = await repo.variantSheet(ctx.db, productId);
  if (found.isPublished === null || (!found.isPublished && !opts.includeUnpublished)) throw notFound(PRODUCT_NOT_FOUND);
  return found.variants.map(toVariant);
}

/**
 * A page of cards as JSON (UTF-8 bytes, sent as they are), and how many products the search found. The ranked ids of a search
 * and each product's card are cached apart (lib/catalogue-cache.ts), so a sale that changes one card's
 * stock does not make every search run again. A search first finds how many products match and
 * only its best RANKED (docs/catalogue.md); a page past them, or the whole list, asks once for all
 * of them, kept as a ranking of its own.
 */
export async function searchProductsJson(ctx: Ctx, text: string, page: repo.Page): Promise<KeptAnswer & { body: Buffer; total: number }> {
  const terms = toSearchTerms(text);
  const key = terms ? terms.words.join(' ') : '';
  return ctx.cache.answer(`${key}|${page.offset}|${page.limit}`, async () => {
    const found = await rankingUpTo(ctx, terms, page.limit === null ? Infinity : page.offset + page.limit, page);
    const ids = found.subarray(1);
    const shown = page.limit === null ? ids : ids.subarray(page.offset, page.offset + page.limit);
    const cards = await ctx.cache.cardsOf(shown, (missing) => loadCards(ctx, missing));
    return { body: Buffer.from(`[${cards.join(',')}]`, 'utf8'), total: found[0] };
  });
}

// ---------------------------------------------------------------- finding products (docs/finding-products.md)

/** Every category with its published products. */
export async function listCategories(ctx: Ctx): Promise<CategoryInfo[]> {
  return (await ctx.catalogueSearch.categories()).map(({ row, count }) => ({
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    ProductCount: count,
  }));
}

/** The brands that have published products. */
export async function listBrands(ctx: Ctx): Promise<BrandInfo[]> {
  const counted = (await ctx.catalogueSearch.brands()).filter((b) => b.count > 0);
  const pages = new Map((await repo.brandPages(ctx.db)).map((b) => [b.id, b]));
  return counted.map(({ row, count }) => {
    const page = pages.get(row.id);
    return {
      Id: row.id,
      Name: row.name,
      Slug: row.slug,
      Description: page?.description ?? '',
      Logo: page?.logo_file_path && page.logo_file_name ? { FilePath: publicFolder(page.logo_file_path), FileName: page.logo_file_name } : null,
      ProductCount: count,
    };
  });
}

/**
 * A page of the catalogue with its filters' counts (catalogueAnswerSchema) as JSON text. Text
 * search, filters, counts and order all come from one place, the catalogue's search (catalogue-search.ts):
 * what the words find (in its order of relevance), narrowed and counted. Kept until any product changes.
 */
export async function catalogueJson(ctx: Ctx, query: Record<string, string | string[]>): Promise<KeptAnswer> {
  const read = readFilter(query);
  if (read.error !== null) throw badRequest(read.error);
  const filter = read.filter;
  // One key for every way of writing the same filter.
  const key = `catalogue|${filterParams(filter).toString()}`;
  return ctx.cache.answer(key, async () => {
    const words = toSearchTerms(filter.searchText);
    const page = { offset: (filter.page - 1) * filter.pageSize, limit: filter.pageSize };
    // Every product the words find, in order of relevance: the filters and counts need them all.
    const findWords = async (terms: SearchTerms) => (await rankingUpTo(ctx, terms, Infinity, { offset: 0, limit: filter.pageSize })).subarray(1);
    const listing = await ctx.catalogueSearch.search({ words, filter, page }, findWords);
    const cards = await ctx.cache.cardsOf(listing.ids, (missing) => loadCards(ctx, missing));
    // Kept as bytes: a repeated request is sent without encoding its text again.
    const body = Buffer.from(
      `{"Items":[${cards.join(',')}],"TotalCount":${listing.total},"Page":${filter.page},"PageSize":${filter.pageSize},"Sort":${JSON.stringify(listing.sort)},"Facets":${listing.facetsJson}}`,
    );
    return { body };
  });
}

/**
 * A search's ranking (how many products it found, then their ids in order) holding at least its
 * first `upTo` ids: its best RANKED when they are enough, else the whole list, each kept apart.
 */
async function rankingUpTo(ctx: Ctx, terms: SearchTerms | null, upTo: number, page: repo.Page): Promise<Int32Array> {
  const key = terms ? terms.words.join(' ') : '';
  const found = await ctx.cache.ranking(key, () => findProducts(ctx, terms, false, page));
  if (Math.min(upTo, found[0]!) <= found.length - 1) return found;
  // Words never hold "|": the whole list is never taken for another search's best ones.
  return ctx.cache.ranking(`${key}|all`, () => findProducts(ctx, terms, true, page));
}

/** How many of the products a search finds are put in order of rank; the others follow them. */
export const RANKED = 100;

/** How many products a search found, then their ids in order; and the cards it read on the way. */
interface Found {
  ids: number[];
  cards?: Map<number, string>;
}

/**
 * How many products a search finds, then their ids, best first: the best RANKED, or (`all`) every
 * one. Without text, the published products in id order. The cards of `page` come with them when
 * the search reads them on the way.
 */
async function findProducts(ctx: Ctx, terms: SearchTerms | null, all: boolean, page: repo.Page): Promise<Found> {
  if (!terms) {
    if (all) {
      const ids = await repo.publishedIds(ctx.db);
      return { ids: [ids.length, ...ids] };
    }
    const head = await repo.publishedHead(ctx.db, RANKED);
    return { ids: [head.total, ...head.ids] };
  }
  const shown = { from: page.offset, to: page.limit === null ? RANKED : page.offset + page.limit };
  // With the english forms guessed where not known yet; when a guess proves wrong (the database
  // answers every guess in the search's last statement), again with the forms it gave.
  const guessing = (words: string[]) => Promise.resolve(ctx.english.of(words));
  const sure = async (words: string[]) => ({ forms: await ctx.english.sure(ctx.db, words), guessed: [] });
  return (await findWith(ctx, terms, all, shown, guessing)) ?? (await findWith(ctx, terms, all, shown, sure))!;
}

type Shown = { from: number; to: number };

/** findProducts with the english forms `formsOf` gives; null when one of them was a wrong guess. */
async function findWith(ctx: Ctx, terms: SearchTerms, all: boolean, shown: Shown, formsOf: (words: string[]) => Promise<Forms>): Promise<Found | null> {
  let forms = await formsOf(wordsOf(terms));
  let found = await search(ctx, toQuery(terms, forms.forms), all, shown, forms);
  if (found?.ids[0] === 0) {
    // Nothing as typed: unless a wrong guess is behind that, try again with the catalogue's words
    // closest to what was typed.
    const { corrections, forms: answers } = await repo.correctWords(ctx.db, terms.words, forms.guessed);
    if (!ctx.english.check(forms, answers)) return null;
    if (corrections.size === 0) return found;
    forms = await formsOf(wordsOf(terms, corrections));
    found = await search(ctx, toQuery(terms, forms.forms, corrections), all, shown, forms);
  }
  return found;
}

/**
 * How many products the tsquery finds, then the best RANKED of them in order, then (`all`) the
 * others: from the search index when it is built, else in SQL; both answer the same. Null when a
 * guessed english form the query was written with proved wrong.
 */
async function search(ctx: Ctx, query: string, all: boolean, shown: Shown, forms: Forms): Promise<Found | null> {
  const found = await ctx.searchIndex.find(query);
  if (found?.ids.length === 0) return { ids: [0] };
  if (found) {
    const head = await repo.rankFound(ctx.db, query, { ids: found.ids.subarray(0, RANKED), tiers: found.tiers.subarray(0, RANKED) }, shown, forms.guessed);
    if (!ctx.english.check(forms, head.forms)) return null;
    return { ids: [found.ids.length, ...head.ids, ...(all ? found.ids.subarray(RANKED) : [])], cards: new Map(head.cards.map((c) => [c.id, cardJson(c)])) };
  }
  if (!(await checked(ctx, forms))) return null;
  const head = await repo.searchHead(ctx.db, query, RANKED);
  if (!all || head.total <= head.ids.length) return { ids: [head.total, ...head.ids] };
  const rest = await repo.searchRest(ctx.db, query, head.ids);
  return { ids: [head.ids.length + rest.length, ...head.ids, ...rest] };
}

/** Whether every guessed english form is right, asking the database if any was guessed. */
async function checked(ctx: Ctx, forms: Forms): Promise<boolean> {
  return forms.guessed.length === 0 || ctx.english.check(forms, await repo.englishForms(ctx.db, forms.guessed));
}

/** A card as JSON text, checked against its schema. */
const cardJson = (row: repo.CardRow) => JSON.stringify(productCardSchema.parse(toCard(row)));

/** Cards as JSON text. Read in batches of a bounded size. */
async function loadCards(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += CARD_BATCH) {
    for (const row of await repo.publishedCards(ctx.db, ids.slice(i, i + CARD_BATCH))) out.set(row.id, cardJson(row));
  }
  return out;
}

const CARD_BATCH = 2_000;

export async function getBanners(ctx: Ctx, activeOnly: boolean): Promise<Banner[]> {
  return ctx.cache.banner(activeOnly ? 'active' : 'all', () => loadBanners(ctx, activeOnly));
}

async function loadBanners(ctx: Ctx, activeOnly: boolean): Promise<Banner[]> {
  const rows = await repo.listBanners(ctx.db, activeOnly);
  return rows.map((b) => ({ Id: b.id, Name: b.name, FileName: b.fileName, FilePath: publicFolder(b.filePath), IsActive: b.isActive, SeqId: b.seqId }));
}
