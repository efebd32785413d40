// Admin catalogue, inventory, banner and user rules (the entities, validation rules, API and messages), used by the admin
// routes and by the admin forms alike, so both sides refuse the same input with the same words.
import { z } from 'zod';
import { PRODUCT_DESCRIPTION_MIN, PRODUCT_NAME_MIN, VARIANT_TITLE_MAX } from '../constants';
import { idSchema, pagingSchema, requiredText } from './common';
import { MAX_ID } from '../address-ids';
import { imageSchema, SPEC_KINDS } from './catalogue';
import { slugOf, SLUG_PATTERN } from '../slug';
import { declarationsSchema } from './declarations';

/** The admin screens' texts, word for word as the owner wrote them (spelling included). */
export const ADMIN_MESSAGES = {
  brandSaved: 'Brand saved',
  brandNotFound: 'Brand not found',
  oneLogo: 'Choose one picture for the logo',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productCreateFailed: 'Failed to create product',
  productLoadFailed: 'Failed to load product information',
  categoriesLoadFailed: 'Failed to load categories',
  variantsLoadFailed: 'Failed to load varient information',
  variantDeleted: 'Variant deleted successfully',
  variantCreateFailed: 'Failed to create variant',
  variantSaved: 'Variant saved successfully',
  addVariant: 'Please add at least one variant',
  selectDefaultVariant: 'Please select at least one default variant',
  variantImages: 'Please upload at least one image for each variant',
  productImages: 'Please upload at least one image.',
  descriptionOrImage: 'Please provide description or upload image',
  itemType: 'Please provide item type',
  itemValue: 'Please provide item value',
  productPublished: 'Product published successfully',
  productUnpublished: 'Product unpublished successfully',
  productDeleted: 'Product deleted successfully',
  deleteProductFailed: 'There was an error deleting the product.',
  duplicateProductCode: 'A product with this product code already exists',
  productNotFound: 'Product not found',
  variantNotFound: 'Variant not found',
  imageNotFound: 'Image not found',
  categoryNotFound: 'Please select category',
  categoryUnknown: 'Category not found',
  lastVariantOfPublished: 'A published product needs at least one variant. Unpublish it first.',
  defaultOfPublished: 'A published product needs a default variant: mark another variant as the default instead.',
  confirmDelete: 'Yes, delete it!',
  bannerDeleted: 'Deleted! Your banner has been deleted.',
  bannerDeleteFailed: 'Error! There was an error deleting the banner.',
  bannerNotFound: 'Banner not found',
  noFilesSelected: 'No files selected!',
  bannerNameMissing: 'Please provide a banner name!',
  bannerNameField: 'Please provide banner name',
  bannerUploaded: 'Banner uploaded successfully!',
  inventoryPrice: 'Price must be a number with up to 2 decimals',
  inventoryStock: 'Stock must be a whole number',
  inventoryMrp: 'MRP must be a number with up to 2 decimals',
  mrpBelowPrice: 'MRP cannot be less than the price',
  brandMissing: "Please choose the product's brand",
  specificationNotFound: 'Specification not found',
  specificationKeyTaken: 'This category already has a specification with this key',
  specificationsSaved: 'Specifications saved',
  /** A price saved without an MRP, above the MRP the variant keeps. */
  priceAboveMrp: (mrp: string) => `The price cannot be above the MRP (${mrp})`,
} as const;

/**
 * A number typed into a form arrives as text; JSON bodies carry numbers. Blank means missing.
 * The message tells "missing" apart from "not a number". `rules` are checked inside, so the API
 * document shows them as the number's own (required, its bounds).
 */
const numberInput = (required: string, invalid: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : (v ?? undefined)),
    rules(z.number({ error: (iss) => (iss.input === undefined ? required : invalid) })),
  );

/**
 * Whether n is written with at most `places` decimals: exactly, as dividing the rounded whole
 * number of hundredths (or thousandths) gives back the very same double. A tolerance would let 1e-9
 * through, which rounds to 0 paise and breaks the database's rule that a price is above 0.
 */
export const decimals = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places === n;

export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_WEIGHT_KG = 1000;

// ---------------------------------------------------------------- product details

export const productDetailsSchema = z.object({
  /** Present when the details of an existing product are saved again. */
  Id: idSchema.optional(),
  ProductCode: requiredText('Please provide product code', 50).regex(
    /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
    'Product code may use letters, digits, -, _, / and . only',
  ),
  Name: requiredText('Please provide product name', 200).min(PRODUCT_NAME_MIN, `Product name must be at least ${PRODUCT_NAME_MIN} characters`),
  Location: requiredText('Please provide location', 100),
  HSNCode: requiredText('Please provide HSN code', 8).regex(/^[0-9]{4,8}$/, 'HSN code must be 4 to 8 digits'),
  TaxRate: numberInput('Please provide tax rate', 'Tax rate must be a number', (n) =>
    n
      .min(0, 'Tax rate must be 0 or more')
      .max(100, 'Tax rate must be at most 100')
      .refine((n) => decimals(n, 2), 'Tax rate can have at most 2 decimals'),
  ),
  // The validation rules: the rule is 10 characters, but the screen's message text says 5. The rule is
  // enforced as written (10, PRODUCT_DESCRIPTION_MIN) and the message keeps the owner's own words.
  Description: requiredText('Please provide description', 2000).min(PRODUCT_DESCRIPTION_MIN, 'Description must be at least 5 characters'),
  CategoryId: numberInput('Please select category', 'Please select category', (n) =>
    n.int('Please select category').positive('Please select category').max(MAX_ID, 'Please select category'),
  ),
  /** The brand's name: an existing brand (any letter case), or a new one created with it. Left out, a saved product keeps its own. */
  Brand: z.string().trim().max(60, 'Brand must be at most 60 characters').optional(),
  /**
   * The product's values of its category's specifications (docs/finding-products.md): one entry a
   * value, several for "several of a list". Sent, it replaces them all; left out, they are kept.
   */
  Specifications: z
    .array(
      z.object({
        Key: z.string().trim().min(1, 'Please provide the specification').max(40, 'Unknown specification'),
        Value: z.string().trim().min(1, 'Please provide the value').max(100, 'A specification value is at most 100 characters'),
      }),
    )
    .max(200, 'At most 200 specification values')
    .optional(),
  /**
   * The product declarations (docs/declarations.md), complete when sent. Left out, a new product
   * has none yet and a saved one keeps its own: a draft may lack them, publishing needs them.
   */
  Declarations: declarationsSchema.optional(),
});
export type ProductDetailsInput = z.input<typeof productDetailsSchema>;
export type ProductDetails = z.output<typeof productDetailsSchema>;

export const categorySchema = z.object({ Id: z.number(), Name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const publishSchema = z.object({ ProductId: idSchema, Status: z.boolean({ error: 'Status must be true or false' }) });

export const adminProductListQuery = pagingSchema.extend({
  SearchText: z.string().trim().max(100, 'Search text is too long').optional(),
});

/** DELETE /Admin/Product/?id: the documented call writes the parameter in lower case; Id is accepted too. */
export const deleteProductQuery = z
  .object({ id: idSchema.optional(), Id: idSchema.optional() })
  .refine((q) => q.id !== undefined || q.Id !== undefined, 'Invalid Id')
  .transform((q) => ({ id: (q.id ?? q.Id)! }));

export const productIdQuery = z.object({ ProductId: idSchema });
export const idQuery = z.object({ Id: idSchema });
export const variantIdQuery = z.object({ VariantId: idSchema });
export const idParams = z.object({ id: idSchema });

// ---------------------------------------------------------------- variants

const rupees = (label: string, required: string) =>
  numberInput(required, `${label} must be a number`, (n) =>
    n
      .gt(0, `${label} must be greater than 0`)
      .max(MAX_PRICE_RUPEES, `${label} is too large`)
      .refine((n) => decimals(n, 2), `${label} can have at most 2 decimals`),
  );
const price = rupees('Price', 'Please provide price');
/** Optional: a blank form field or null counts as left out. */
const mrp = z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), rupees('MRP', 'Please provide the MRP').optional());

/** The MRP, when one is given, is never below the price. */
const mrpNotBelowPrice = (v: { Price: number; Mrp?: number }) => v.Mrp === undefined || v.Mrp >= v.Price;
const mrpBelowPrice = { message: ADMIN_MESSAGES.mrpBelowPrice, path: ['Mrp'] };

const weight = (label: string) =>
  numberInput(`Please provide ${label.toLowerCase()}`, `${label} must be a number`, (n) =>
    n
      .gt(0, `${label} must be greater than 0`)
      .max(MAX_WEIGHT_KG, `${label} must be at most ${MAX_WEIGHT_KG} kg`)
      // Kept to the gram: a weight below a gram would be stored as 0.
      .refine((n) => decimals(n, 3), `${label} can have at most 3 decimals`),
  );
const stock = numberInput('Please provide stock', 'Stock must be a number', (n) =>
  n.int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(MAX_STOCK, 'Stock is too large'),
);

const variantFields = z.object({
  Title: requiredText('Please provide title', 100).max(VARIANT_TITLE_MAX, `Title must be at most ${VARIANT_TITLE_MAX} characters`),
  MetrixWeight: weight('Metrix weight'),
  ProductWeight: weight('Product weight'),
  Price: price,
  /** Maximum retail price in rupees. Left out: the price on create, the stored MRP on update. */
  Mrp: mrp,
  Stock: stock,
  IsDefault: z.boolean().default(false),
});

/** The variant form of the wizard: a variant must pass this before it is added or updated. */
export const variantFormSchema = variantFields.refine(mrpNotBelowPrice, mrpBelowPrice);
export type VariantFormInput = z.input<typeof variantFormSchema>;

export const createVariantSchema = variantFields.extend({ ProductId: idSchema }).refine(mrpNotBelowPrice, mrpBelowPrice);
export const updateVariantSchema = variantFields.extend({ ProductId: idSchema, Id: idSchema }).refine(mrpNotBelowPrice, mrpBelowPrice);
export type CreateVariant = z.output<typeof createVariantSchema>;
export type UpdateVariant = z.output<typeof updateVariantSchema>;

// ---------------------------------------------------------------- inventory

/**
 * Inline inventory edit (the validation rules): price and MRP have up to 2 decimals, stock is a
 * whole number; either may come as text, which is read only when it is written as such a number.
 */
const inlineNumber = (pattern: RegExp) => (v: unknown) => (typeof v === 'string' && pattern.test(v.trim()) ? Number(v.trim()) : v);
const inlineRupees = (label: string, message: string) =>
  z.preprocess(
    inlineNumber(/^[0-9]+(\.[0-9]{1,2})?$/),
    z
      .number({ error: message })
      .min(0, message)
      .gt(0, `${label} must be greater than 0`)
      .max(MAX_PRICE_RUPEES, `${label} is too large`)
      .refine((n) => decimals(n, 2), message),
  );
const inlinePrice = inlineRupees('Price', ADMIN_MESSAGES.inventoryPrice);
const inlineMrp = inlineRupees('MRP', ADMIN_MESSAGES.inventoryMrp);
const inlineStock = z.preprocess(
  inlineNumber(/^[0-9]+$/),
  z
    .number({ error: ADMIN_MESSAGES.inventoryStock })
    .int(ADMIN_MESSAGES.inventoryStock)
    .min(0, ADMIN_MESSAGES.inventoryStock)
    .max(MAX_STOCK, 'Stock is too large'),
);

export const inventoryEditSchema = z
  .object({
    Id: idSchema,
    ProductId: idSchema,
    /** Sent along with the row; the title is kept if it is left out. */
    Title: requiredText('Please provide title', 100).max(VARIANT_TITLE_MAX, `Title must be at most ${VARIANT_TITLE_MAX} characters`).optional(),
    Price: inlinePrice,
    /** Left out, the stored MRP is kept (and the price may not go above it). */
    Mrp: inlineMrp.optional(),
    Stock: inlineStock,
  })
  .refine(mrpNotBelowPrice, mrpBelowPrice);
export type InventoryEdit = z.output<typeof inventoryEditSchema>;

/** Stock threshold: 10000 lists all, 0 the out-of-stock variants, any other N those with stock below N. */
export const INVENTORY_ALL = 10000;
export const inventoryQuerySchema = z.object({
  Stock: z.coerce.number({ error: 'Invalid stock filter' }).int('Invalid stock filter').min(0, 'Invalid stock filter').default(INVENTORY_ALL),
  ProductCode: z.string().trim().max(50, 'Product code is too long').nullish(),
  Page: pagingSchema.shape.Page,
  PageSize: pagingSchema.shape.PageSize,
});

export const inventoryRowSchema = z.object({
  Id: z.number(),
  ProductId: z.number(),
  ProductCode: z.string(),
  ProductName: z.string(),
  VariantTitle: z.string(),
  Price: z.number(),
  /** Maximum retail price in rupees, never below Price. */
  Mrp: z.number(),
  Stock: z.number(),
  Images: z.array(imageSchema.pick({ FilePath: true, FileName: true })),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

// ---------------------------------------------------------------- features

export const featureFormSchema = z.object({
  ItemType: requiredText(ADMIN_MESSAGES.itemType, 100),
  ItemValue: requiredText(ADMIN_MESSAGES.itemValue, 500),
});
export type FeatureFormInput = z.input<typeof featureFormSchema>;
export const saveFeatureSchema = featureFormSchema.extend({ ProductId: idSchema, Id: idSchema.optional() });

// ---------------------------------------------------------------- banners

export const bannerFormSchema = z.object({ Name: requiredText(ADMIN_MESSAGES.bannerNameField, 200) });
export const bannerActiveSchema = z.object({
  IsActive: z.boolean({ error: 'IsActive must be true or false' }),
  SeqId: numberInput('Please provide sequence', 'Sequence must be a number', (n) =>
    n.int('Sequence must be a whole number').min(0, 'Sequence must be 0 or more').max(100_000, 'Sequence is too large'),
  ),
});

// ---------------------------------------------------------------- answers

export const okSchema = z.object({ Status: z.literal(true), Message: z.string() });

/** The most a brand's description may say. */
export const BRAND_DESCRIPTION_MAX = 1000;

/**
 * A brand as an admin edits it (PUT /api/Admin/brands/{id}, multipart): its description, plain text,
 * and its logo, one JPEG or PNG sent as the file part, or taken away with RemoveLogo.
 */
export const brandFormSchema = z.object({
  Description: z
    .string({ error: 'Please write the description as text' })
    .trim()
    .max(BRAND_DESCRIPTION_MAX, `A brand's description has at most ${BRAND_DESCRIPTION_MAX.toLocaleString('en-IN')} characters`)
    .refine((s) => !/<[a-zA-Z/!?]/.test(s), 'Please write plain text, without HTML')
    .describe("What the brand's page says under its heading; empty for none"),
  RemoveLogo: z.enum(['true', 'false'], { error: 'RemoveLogo is true or false' }).optional().describe('true: the brand has no logo any more'),
});
export const savedProductSchema = okSchema.extend({ Id: z.number() });

export const manageUserSchema = z.object({
  Id: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string(),
});
export type ManageUser = z.infer<typeof manageUserSchema>;

/** True when a rich description has text a reader would see (tags alone do not count). */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim().length > 0
  );
}

// ---------------------------------------------------------------- specifications

export const SPEC_OPTIONS_MAX = 60;

/** A specification as the admin defines it for a category (docs/finding-products.md). */
export const specificationSchema = z.object({
  Id: z.number(),
  CategoryId: z.number(),
  Key: z.string(),
  Name: z.string(),
  Kind: z.enum(SPEC_KINDS),
  Unit: z.string().nullable(),
  Options: z.array(z.string()),
  SortOrder: z.number(),
  IsFilter: z.boolean(),
});
export type Specification = z.infer<typeof specificationSchema>;

export const specificationInputSchema = z
  .object({
    CategoryId: numberInput('Please select category', 'Please select category', (n) =>
      n.int('Please select category').positive('Please select category').max(MAX_ID, 'Please select category'),
    ),
    Name: requiredText('Please provide the name', 60),
    /** Left out: made from the name ("Driver size" -> driver-size). */
    Key: z
      .string()
      .trim()
      .max(40, 'Key must be at most 40 characters')
      .regex(SLUG_PATTERN, 'Key may use lower-case letters, digits and single dashes')
      .optional(),
    Kind: z.enum(SPEC_KINDS, { error: 'Kind must be one of: one, many, number, yesno' }),
    Unit: z.string().trim().max(12, 'Unit must be at most 12 characters').optional().nullable(),
    Options: z
      .array(z.string().trim().min(1, 'A value cannot be blank').max(100, 'A value is at most 100 characters'))
      .max(SPEC_OPTIONS_MAX, `At most ${SPEC_OPTIONS_MAX} values`)
      .default([]),
    SortOrder: numberInput('Please provide the order', 'Order must be a number', (n) => n.int('Order must be a whole number').min(0).max(10_000)).default(0),
    IsFilter: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const listed = v.Kind === 'one' || v.Kind === 'many';
    if (listed && v.Options.length === 0) ctx.addIssue({ code: 'custom', path: ['Options'], message: 'Please provide the values to choose from' });
    if (!listed && v.Options.length > 0) ctx.addIssue({ code: 'custom', path: ['Options'], message: 'Only a list has values to choose from' });
    if (v.Kind === 'number' && !v.Unit) ctx.addIssue({ code: 'custom', path: ['Unit'], message: 'Please provide the unit' });
    const seen = new Map<string, string>();
    for (const o of v.Options) {
      const slug = slugOf(o);
      if (!slug) ctx.addIssue({ code: 'custom', path: ['Options'], message: `"${o}" needs a letter or digit` });
      else if (seen.has(slug)) ctx.addIssue({ code: 'custom', path: ['Options'], message: `"${o}" is the same value as "${seen.get(slug)}"` });
      else seen.set(slug, o);
    }
    const key = v.Key ?? slugOf(v.Name).slice(0, 40);
    if (!key) ctx.addIssue({ code: 'custom', path: ['Key'], message: 'Please provide the key' });
  });
export type SpecificationInput = z.output<typeof specificationInputSchema>;

export const specificationsQuery = z.object({ CategoryId: idSchema.optional() });

/** How many products lacking a value one specification names at most (the count says how many there are). */
export const COMPLETENESS_PRODUCTS_MAX = 50;

/** GET /Admin/specifications/completeness: every category, or one. */
export const specificationCompletenessQuery = z.object({ CategoryId: idSchema.optional() });

/** A published product without a value of a specification (its admin page: the product editor). */
const lackingProductSchema = z.object({ Id: z.number(), Name: z.string(), ProductCode: z.string() });

/** Per category and specification, the published products that have no value of it (docs/specifications.md). */
export const specificationCompletenessSchema = z.array(
  z.object({
    CategoryId: z.number(),
    CategoryName: z.string(),
    /** The category's published products. */
    Published: z.number(),
    Specifications: z.array(
      z.object({
        Id: z.number(),
        Key: z.string(),
        Name: z.string(),
        IsFilter: z.boolean(),
        /** How many published products of the category have no value of it. */
        Missing: z.number(),
        /** The first of them (at most COMPLETENESS_PRODUCTS_MAX), in id order. */
        Products: z.array(lackingProductSchema),
      }),
    ),
  }),
);
export type SpecificationCompleteness = z.infer<typeof specificationCompletenessSchema>;
