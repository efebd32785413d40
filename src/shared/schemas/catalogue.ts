// Catalogue answers (the entities), the contract between server and web.
import { z } from 'zod';
import { idSchema, pagingSchema } from './common';
import { declarationsAnswerSchema } from './declarations';
import { SEARCH_TEXT_MAX } from '../constants';

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
  IsPublished: z.boolean(),
  Images: z.array(imageSchema),
  DefaultVariant: variantSchema.nullable(),
  Descriptions: z.array(descriptionSchema),
  Features: z.array(featureSchema),
  /** What the packaged-commodity rules ask the shop to show (docs/declarations.md). */
  Declarations: declarationsAnswerSchema,
});
export type Product = z.infer<typeof productSchema>;

/** A product in a list: its card image and the default variant's price, MRP and stock. */
export const productCardSchema = z.object({
  Id: z.number(),
  ProductCode: z.string(),
  Name: z.string(),
  CategoryId: z.number(),
  CategoryName: z.string(),
  IsPublished: z.boolean(),
  Images: z.array(imageSchema),
  DefaultVariant: z.object({ Id: z.number(), Title: z.string(), Price: z.number(), Mrp: z.number(), Stock: z.number() }).nullable(),
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
