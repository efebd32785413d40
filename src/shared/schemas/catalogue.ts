// Catalogue answers (the entities), the contract between server and web.
import { z } from 'zod';
import { idSchema, pagingSchema } from './common';
import { idOfAddress } from '../address-ids';
import { declarationsAnswerSchema } from './declarations';
import { COMPARE_MAX, SEARCH_TEXT_MAX } from '../constants';

export const imageSchema = z.object({ Id: z.number(), FilePath: z.string(), FileName: z.string() });
export type Image = z.infer<typeof imageSchema>;

export const variantSchema = z.object({
  Id: z.number(),
  ProductId: z.number(),
  Title: z.string(),
  MetrixWeight: z.number(),
  ProductWeight: z.number(),
  /** Rupees, GST included (docs/money.md). */
  Price: z.number(),
  /** Maximum retail price in rupees, never below Price; above it when the variant is on sale. */
  Mrp: z.number(),
  Stock: z.number(),
  IsDefault: z.boolean(),
  Images: z.array(imageSchema),
});
export type Variant = z.infer<typeof variantSchema>;

export const descriptionSchema = z.object({
  Id: z.number(),
  Description: z.string(),
  FileName: z.string().nullable(),
  FilePath: z.string().nullable(),
});
export type ProductDescription = z.infer<typeof descriptionSchema>;

export const featureSchema = z.object({ Id: z.number(), ItemType: z.string(), ItemValue: z.string() });
export type ProductFeature = z.infer<typeof featureSchema>;

/** The kinds of a specification: one of a list of values, several of a list, a number with its unit, yes/no. */
export const SPEC_KINDS = ['one', 'many', 'number', 'yesno'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** A brand as answers name it: its page is /brand/<Slug>. */
export const brandRefSchema = z.object({ Name: z.string(), Slug: z.string() });

/** A product's value of one of its category's specifications, as the product page shows it. */
export const productSpecSchema = z.object({
  Key: z.string(),
  Name: z.string(),
  Kind: z.enum(SPEC_KINDS),
  Unit: z.string().nullable(),
  /** The values (several for "several of a list"; a number as digits; yes or no). */
  Values: z.array(z.string()),
  /** The values as read: "40 mm", "Yes", "Bluetooth, Wired". */
  Text: z.string(),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;

/** The approved reviews' average stars (two decimals; 0 with none) and their count. */
export const cardRatingSchema = z.object({ Average: z.number(), Count: z.number() });

export const productSchema = z.object({
  Id: z.number(),
  ProductCode: z.string(),
  Name: z.string(),
  Location: z.string(),
  HSNCode: z.string(),
  TaxRate: z.number(),
  Description: z.string(),
  CategoryId: z.number(),
  CategoryName: z.string(),
  /** The category page's address: /c/<CategorySlug>. */
  CategorySlug: z.string(),
  Brand: brandRefSchema.nullable(),
  IsPublished: z.boolean(),
  Rating: cardRatingSchema,
  Images: z.array(imageSchema),
  /** The variant the page opens on: the default one while in stock, else the cheapest in stock, else the default one. */
  DefaultVariant: variantSchema.nullable(),
  /** The category's specifications this product has a value of, in the category's order. */
  Specifications: z.array(productSpecSchema),
  Descriptions: z.array(descriptionSchema),
  Features: z.array(featureSchema),
  /** What the packaged-commodity rules ask the shop to show (docs/declarations.md). */
  Declarations: declarationsAnswerSchema,
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product in a list: its card image and the price, MRP and stock of the variant it is offered
 * with (`DefaultVariant`: the default one while in stock, else the cheapest in stock, else the
 * default one), and whether its variants come at more than one price (`MoreOptions`).
 */
export const productCardSchema = z.object({
  Id: z.number(),
  ProductCode: z.string(),
  Name: z.string(),
  CategoryId: z.number(),
  CategoryName: z.string(),
  /** The brand's name; null for a draft without one (never on a published product). */
  Brand: z.string().nullable(),
  IsPublished: z.boolean(),
  Rating: cardRatingSchema,
  Images: z.array(imageSchema),
  DefaultVariant: z.object({ Id: z.number(), Title: z.string(), Price: z.number(), Mrp: z.number(), Stock: z.number() }).nullable(),
  MoreOptions: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const bannerSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  FileName: z.string(),
  FilePath: z.string(),
  IsActive: z.boolean(),
  SeqId: z.number(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const productByIdQuery = z.object({ Id: idSchema });
export const productSearchQuery = pagingSchema.extend({
  SearchText: z.string().max(SEARCH_TEXT_MAX, 'Search text is too long').optional().default(''),
});
export const variantsQuery = z.object({ ProductId: idSchema });

// ---------------------------------------------------------------- finding products

/** A category as the shop lists it: its page is /c/<Slug>. */
export const categoryInfoSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Slug: z.string(),
  Description: z.string(),
  /** Published products. */
  ProductCount: z.number(),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

/** A brand's logo: a stored picture (JPEG with its WebP variants) or a drawing (SVG). */
export const brandLogoSchema = z.object({ FilePath: z.string(), FileName: z.string() });

/** A brand as the shop lists it: its page is /brand/<Slug>, with its description and logo. */
export const brandInfoSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Slug: z.string(),
  /** Shown under the brand page's heading; "" when the brand has none yet. */
  Description: z.string(),
  Logo: brandLogoSchema.nullable(),
  ProductCount: z.number(),
});
export type BrandInfo = z.infer<typeof brandInfoSchema>;

export const facetValueSchema = z.object({
  Value: z.string(),
  Label: z.string(),
  /** How many products the list would hold with this value chosen too (its own filter's other choices aside). */
  Count: z.number(),
  Selected: z.boolean(),
  /**
   * A category's value while specifications are chosen: the chosen ones that do not apply in that
   * category (it has no such specification, or none of the values chosen), left out of its Count
   * and to be dropped when the shopper goes there (docs/finding-products.md).
   */
  Drops: z.array(z.string()).optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * One filter of a list and what each of its values would give: Key is the query parameter
 * (Category, Brand, Price, Discount, InStock, Spec.<key>). A list has Values (those that would
 * give nothing after the others); a number has Min and Max (of the products the other filters
 * leave), the range chosen, its slider, and its ready-made ranges as Values ("30-39", "40-").
 */
export const facetSchema = z.object({
  Key: z.string(),
  Name: z.string(),
  Kind: z.enum(SPEC_KINDS),
  Unit: z.string().nullable(),
  Values: z.array(facetValueSchema).optional(),
  Min: z.number().nullable().optional(),
  Max: z.number().nullable().optional(),
  SelectedMin: z.number().nullable().optional(),
  SelectedMax: z.number().nullable().optional(),
  /** A number's slider: its ends (Min and Max rounded out to a multiple of the step) and its step, a round number. */
  SliderMin: z.number().nullable().optional(),
  SliderMax: z.number().nullable().optional(),
  SliderStep: z.number().nullable().optional(),
  /** With a choice made: how many products the list would hold without this filter. */
  Without: z.number().optional(),
});
export type Facet = z.infer<typeof facetSchema>;

export const catalogueAnswerSchema = z.object({
  Items: z.array(productCardSchema),
  TotalCount: z.number(),
  Page: z.number(),
  PageSize: z.number(),
  Sort: z.string(),
  Facets: z.array(facetSchema),
});
export type CatalogueAnswer = z.infer<typeof catalogueAnswerSchema>;

/** GET /api/public/catalogue: the parameters are read by readFilter (src/shared/catalogue-filters.ts). */
// A parameter given twice arrives as a list: readFilter refuses it in a sentence of its own.
const param = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);
export const catalogueQuery = z
  .object({
    SearchText: param('Words to search for'),
    Category: param('Category slugs, comma-separated'),
    Brand: param('Brand slugs, comma-separated'),
    PriceMin: param('Lowest price a card shows, whole rupees'),
    PriceMax: param('Highest price a card shows, whole rupees'),
    Discount: param('At least this percent off the MRP: 10, 25 or 40'),
    InStock: param('true: only products with a variant in stock'),
    Rating: param('At least this average of stars from approved reviews: 4 or 3'),
    Sort: param('relevance, popular, price-asc, price-desc, newest, discount or rating'),
    Page: param('Page number, from 1'),
    PageSize: param('Products a page, 1 to 100 (24 if left out)'),
  })
  // Spec.<key>: a specification of the one category chosen.
  .catchall(z.union([z.string(), z.array(z.string())]));

export { COMPARE_MAX };
export const compareQuery = z.object({
  Ids: z
    .string({ error: 'Choose the products to compare' })
    .regex(/^[^,]+(,[^,]+)*$/, 'Ids are product ids separated by commas')
    // Each id written as page addresses write it, within the database's range.
    .refine((s) => s.split(',').every((id) => idOfAddress(id) !== null), 'Invalid Id')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length >= 1 && ids.length <= COMPARE_MAX, `Compare 1 to ${COMPARE_MAX} products`),
});

export const compareAnswerSchema = z.object({
  Products: z.array(productCardSchema),
  /** One row a specification of the category, in its order: each product's value as read ("" when it has none). */
  Specifications: z.array(z.object({ Key: z.string(), Name: z.string(), Unit: z.string().nullable(), Values: z.array(z.string()), Differs: z.boolean() })),
});
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;
