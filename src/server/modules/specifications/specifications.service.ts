// The rules of specifications and brands as admins define them (docs/specifications.md): a
// category's specifications, the brands products are made by, and the values a product may have.
// Admin product saves and the bulk import check a product's brand and values here, so both give the
// same answers.
import type { Uses } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { slugOf } from '@shared/slug';
import {
  ADMIN_MESSAGES,
  brandFormSchema,
  COMPLETENESS_PRODUCTS_MAX,
  type Specification,
  type SpecificationCompleteness,
  type SpecificationInput,
} from '@shared/schemas/admin-catalogue';
import type { BrandInfo, SpecKind } from '@shared/schemas/catalogue';
import { recordChange, type Actor } from '../audit';
import * as repo from './specifications.repo';
import { isUniqueViolation } from '../../db/unique-violation';
import { discardImageFiles, storeImages } from '../../lib/uploads';
import { publicFolder } from '../../lib/storage';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'db' | 'now' | 'storage'>;

const M = ADMIN_MESSAGES;

const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
const has = (n: number) => (n === 1 ? 'has' : 'have');

const KIND_NAMES: Record<SpecKind, string> = { one: 'one of a list', many: 'several of a list', number: 'a number', yesno: 'yes or no' };

/** The sentences of this module that admins read, beyond the shared ADMIN_MESSAGES. */
export const SPEC_MESSAGES = {
  unknownSpecification: (key: string) => `Unknown specification: ${key}`,
  oneValue: (name: string) => `${name} takes one value`,
  notAnOption: (name: string, value: string, options: string[]) => `"${value}" is not a value of ${name}: choose one of ${options.join(', ')}`,
  notANumber: (name: string, value: string) => `${name} must be a plain number such as 40 or 5.3, not "${value}"`,
  notYesNo: (name: string, value: string) => `${name} is yes or no, not "${value}"`,
  brandNeedsLetter: 'A brand name needs a letter or digit',
  brandAddressTaken: (name: string, other: string) => `The brand "${name}" would have the same address as the brand "${other}": use that name, or another one`,
  kindInUse: (name: string, n: number, from: SpecKind, to: SpecKind) =>
    `${products(n)} ${has(n)} a value of ${name}, so it cannot change from ${KIND_NAMES[from]} to ${KIND_NAMES[to]}. Remove their values first, or add a new specification.`,
  optionInUse: (value: string, n: number) => `"${value}" is the value of ${products(n)}: give ${n === 1 ? 'it' : 'them'} another value before removing it`,
  categoryInUse: (name: string, n: number) =>
    `${products(n)} ${has(n)} a value of ${name}, so it cannot move to another category. Remove their values first, or add a new specification.`,
} as const;
const S = SPEC_MESSAGES;

export const toSpecification = (s: repo.SpecRow): Specification => ({
  Id: s.id,
  CategoryId: s.categoryId,
  Key: s.key,
  Name: s.name,
  Kind: s.kind as SpecKind,
  Unit: s.unit,
  Options: s.options,
  SortOrder: s.sortOrder,
  IsFilter: s.isFilter,
});

/** A specification as the audit log keeps it. */
const specFacts = (s: repo.SpecRow) => ({
  CategoryId: s.categoryId,
  Key: s.key,
  Name: s.name,
  Kind: s.kind,
  Unit: s.unit,
  Options: s.options,
  SortOrder: s.sortOrder,
  IsFilter: s.isFilter,
});

// ---------------------------------------------------------------- specifications

export async function listSpecifications(ctx: Ctx, categoryId?: number): Promise<Specification[]> {
  return (await repo.listSpecs(ctx.db, categoryId)).map(toSpecification);
}

const valuesOf = (input: SpecificationInput): repo.SpecValues => {
  const listed = input.Kind === 'one' || input.Kind === 'many';
  return {
    categoryId: input.CategoryId,
    key: input.Key || slugOf(input.Name).slice(0, 40).replace(/-+$/, ''),
    name: input.Name,
    kind: input.Kind,
    // A unit says what a number counts; lists and yes/no have none.
    unit: input.Kind === 'number' ? input.Unit || null : null,
    options: listed ? input.Options : [],
    sortOrder: input.SortOrder,
    isFilter: input.IsFilter,
  };
};

async function categoryMustExist(ctx: Ctx, categoryId: number) {
  if (!(await repo.categoryExists(ctx.db, categoryId))) throw badRequest(M.categoryNotFound);
}

export async function createSpecification(ctx: Ctx, admin: Actor, input: SpecificationInput): Promise<Specification> {
  await categoryMustExist(ctx, input.CategoryId);
  const values = valuesOf(input);
  if (await repo.keyTaken(ctx.db, values.categoryId, values.key)) throw conflict(M.specificationKeyTaken);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertSpec(tx, values);
      await recordChange(tx, admin, ctx.now(), {
        kind: 'specification',
        action: 'created',
        entity: `${created.categoryId} / ${created.key}`,
        summary: `Added the specification ${created.name} (${created.key})`,
        after: specFacts(created),
      });
      return created;
    });
    ctx.cache.changed('all');
    return toSpecification(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.specificationKeyTaken);
    throw err;
  }
}

async function requireSpec(ctx: Ctx, id: number) {
  const spec = await repo.findSpec(ctx.db, id);
  if (!spec) throw notFound(M.specificationNotFound);
  return spec;
}

/**
 * Changes a specification. What products already have stays valid: a kind or category that their
 * values would not fit is refused, and so is removing a value from the list while products have it.
 * A value written again with other letters or punctuation (the same address) is renamed on them.
 */
export async function updateSpecification(ctx: Ctx, admin: Actor, id: number, input: SpecificationInput): Promise<Specification> {
  const before = await requireSpec(ctx, id);
  await categoryMustExist(ctx, input.CategoryId);
  const values = valuesOf(input);
  if (await repo.keyTaken(ctx.db, values.categoryId, values.key, id)) throw conflict(M.specificationKeyTaken);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const used = await repo.usage(tx, id);
      if (used.products > 0) {
        if (values.categoryId !== before.categoryId) throw badRequest(S.categoryInUse(before.name, used.products));
        const from = before.kind as SpecKind;
        const to = values.kind as SpecKind;
        // One value of a list is also a choice of several; several become one only where each product has one.
        const fits = from === to || (from === 'one' && to === 'many') || (from === 'many' && to === 'one' && used.most <= 1);
        if (!fits) throw badRequest(S.kindInUse(before.name, used.products, from, to));
        if (to === 'one' || to === 'many') {
          for (const { value, products: n } of await repo.valueUse(tx, id)) {
            const same = (values.options ?? []).find((o) => slugOf(o) === slugOf(value));
            if (!same) throw badRequest(S.optionInUse(value, n));
            if (same !== value) await repo.renameValue(tx, id, value, same);
          }
        }
      }
      const saved = await repo.updateSpec(tx, id, values);
      await recordChange(tx, admin, ctx.now(), {
        kind: 'specification',
        action: 'updated',
        entity: `${saved.categoryId} / ${saved.key}`,
        summary: `Saved the specification ${saved.name} (${saved.key})`,
        before: specFacts(before),
        after: specFacts(saved),
      });
      return saved;
    });
    ctx.cache.changed('all');
    return toSpecification(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.specificationKeyTaken);
    throw err;
  }
}

/** Deletes a specification with every product's value of it. */
export async function deleteSpecification(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const spec = await requireSpec(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const used = await repo.usage(tx, id);
    await repo.deleteSpec(tx, id);
    await recordChange(tx, admin, ctx.now(), {
      kind: 'specification',
      action: 'deleted',
      entity: `${spec.categoryId} / ${spec.key}`,
      summary: `Deleted the specification ${spec.name} (${spec.key})${used.products ? `, with the values of ${products(used.products)}` : ''}`,
      before: specFacts(spec),
    });
  });
  ctx.cache.changed('all');
}

// ---------------------------------------------------------------- brands

/** A brand's logo as answers give it: its folder at its public address (docs/storage.md). */
export const logoOf = (filePath: string | null, fileName: string | null): BrandInfo['Logo'] =>
  filePath && fileName ? { FilePath: publicFolder(filePath), FileName: fileName } : null;

export async function listBrands(ctx: Ctx): Promise<BrandInfo[]> {
  return (await repo.listBrands(ctx.db)).map((b) => ({
    Id: b.id,
    Name: b.name,
    Slug: b.slug,
    Description: b.description,
    Logo: logoOf(b.logo_file_path, b.logo_file_name),
    ProductCount: b.products,
  }));
}

/** A brand as the audit log keeps it. */
const brandFacts = (b: repo.BrandRow) => ({ Description: b.description, Logo: b.logoFileName ? `${b.logoFilePath}/${b.logoFileName}` : null });

/**
 * Saves a brand's description and logo (docs/specifications.md). A file sent is proven to be a
 * JPEG or PNG and stored with its variants before anything is saved; the picture it replaces, or
 * the one taken away, is removed once nothing names it.
 */
export async function updateBrand(ctx: Ctx, admin: Actor, id: number, fields: Record<string, string>, files: Buffer[]): Promise<BrandInfo> {
  const parsed = brandFormSchema.safeParse({ Description: fields.Description ?? '', RemoveLogo: fields.RemoveLogo });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.brandNotFound);
  if (files.length > 1) throw badRequest(M.oneLogo);
  const before = await repo.brandById(ctx.db, id);
  if (!before) throw notFound(M.brandNotFound);
  const [stored] = files.length ? await storeImages(ctx, `brands/${id}`, files) : [];
  const logo = stored
    ? { logoFilePath: stored.FilePath, logoFileName: stored.FileName }
    : parsed.data.RemoveLogo === 'true'
      ? { logoFilePath: null, logoFileName: null }
      : { logoFilePath: before.logoFilePath, logoFileName: before.logoFileName };
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateBrand(tx, id, { description: parsed.data.Description, ...logo });
    await recordChange(tx, admin, ctx.now(), {
      kind: 'brand',
      action: 'updated',
      entity: before.slug,
      summary: `Saved the brand ${before.name}`,
      before: brandFacts(before),
      after: brandFacts(row),
    });
    return row;
  });
  if (before.logoFileName && before.logoFileName !== saved.logoFileName) {
    await discardImageFiles(ctx, [{ filePath: before.logoFilePath, fileName: before.logoFileName }]);
  }
  ctx.cache.changed('all');
  const count = (await repo.listBrands(ctx.db)).find((b) => b.id === id)?.products ?? 0;
  return {
    Id: saved.id,
    Name: saved.name,
    Slug: saved.slug,
    Description: saved.description,
    Logo: logoOf(saved.logoFilePath, saved.logoFileName),
    ProductCount: count,
  };
}

/** The brand a name means: an existing one (any letter case), or one to create with this slug; or why the name is refused. */
export async function planBrand(
  db: repo.Conn,
  name: string,
): Promise<{ ok: true; brand: repo.BrandRow } | { ok: true; brand: null; name: string; slug: string } | { ok: false; reason: string }> {
  const existing = await repo.brandByName(db, name);
  if (existing) return { ok: true, brand: existing };
  const slug = slugOf(name).slice(0, 80);
  if (!slug) return { ok: false, reason: S.brandNeedsLetter };
  const other = await repo.brandBySlug(db, slug);
  if (other) return { ok: false, reason: S.brandAddressTaken(name, other.name) };
  return { ok: true, brand: null, name, slug };
}

/** The brand a name means, created when there is none yet; a name that cannot be a brand is refused. */
export async function brandFor(db: repo.Conn, name: string): Promise<repo.BrandRow> {
  const plan = await planBrand(db, name);
  if (!plan.ok) throw badRequest(plan.reason);
  return plan.brand ?? repo.insertBrand(db, plan.name, plan.slug);
}

// ---------------------------------------------------------------- a product's values

export interface SpecEntry {
  Key: string;
  Value: string;
}
export interface SpecValueRow {
  specificationId: number;
  value: string;
}

/** A number as stored: digits, a point and more digits only where they matter ("05.50" -> "5.5"). */
function plainNumber(text: string): string | null {
  const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text);
  if (!m) return null;
  const whole = m[1].replace(/^0+(?=\d)/, '');
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Checks a product's values against its category's specifications and gives the rows to store:
 * the option text as defined, numbers as plain digits, yes/no in lower case. The first problem is
 * the answer.
 */
export function checkValues(specs: repo.SpecRow[], entries: SpecEntry[]): { ok: true; rows: SpecValueRow[] } | { ok: false; reason: string } {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const chosen = new Map<number, Set<string>>();
  for (const e of entries) {
    const key = e.Key.trim().toLowerCase();
    const spec = byKey.get(key);
    if (!spec) return { ok: false, reason: S.unknownSpecification(e.Key.trim()) };
    const text = e.Value.trim();
    let value: string | null;
    if (spec.kind === 'one' || spec.kind === 'many') {
      value = spec.options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? null;
      if (value === null) return { ok: false, reason: S.notAnOption(spec.name, text, spec.options) };
    } else if (spec.kind === 'number') {
      value = plainNumber(text);
      if (value === null) return { ok: false, reason: S.notANumber(spec.name, text) };
    } else {
      value = text.toLowerCase();
      if (value !== 'yes' && value !== 'no') return { ok: false, reason: S.notYesNo(spec.name, text) };
    }
    const set = chosen.get(spec.id) ?? new Set<string>();
    set.add(value);
    if (set.size > 1 && spec.kind !== 'many') return { ok: false, reason: S.oneValue(spec.name) };
    chosen.set(spec.id, set);
  }
  return { ok: true, rows: [...chosen].flatMap(([specificationId, set]) => [...set].map((value) => ({ specificationId, value }))) };
}

/** A product's values as "key=value" lines, in the category's order: how the audit log and the CSV show them. */
export const valueLines = (values: { key: string; value: string }[]) => values.map((v) => `${v.key}=${v.value}`);

/**
 * Per category (or for one) and specification, the published products that have no value of it,
 * with links for the admin to give them one (docs/specifications.md). An unknown category is 404.
 */
export async function completeness(ctx: Ctx, categoryId?: number): Promise<SpecificationCompleteness> {
  const cats = await repo.publishedByCategory(ctx.db, categoryId);
  if (categoryId !== undefined && cats.length === 0) throw notFound(M.categoryUnknown);
  const [specs, lacking] = [await repo.listSpecs(ctx.db, categoryId), await repo.lackingValues(ctx.db, COMPLETENESS_PRODUCTS_MAX, categoryId)];
  const bySpec = new Map(lacking.map((l) => [l.spec_id, l]));
  return cats.map((c) => ({
    CategoryId: c.id,
    CategoryName: c.name,
    Published: c.published,
    Specifications: specs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        Id: s.id,
        Key: s.key,
        Name: s.name,
        IsFilter: s.isFilter,
        Missing: bySpec.get(s.id)?.missing ?? 0,
        Products: (bySpec.get(s.id)?.products ?? []).map((p) => ({ Id: p.id, Name: p.name, ProductCode: p.code })),
      })),
  }));
}
