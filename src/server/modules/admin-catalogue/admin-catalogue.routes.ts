// Admin catalogue calls. Thin: schema in, service call, answer out.
import { pageOf } from '../../db/paging';
import { pageAnswer } from '../../lib/page-answer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/auth';
import { badRequest } from '../../lib/errors';
import { z } from 'zod';
import { descriptionSchema, featureSchema, imageSchema, productCardSchema, productSchema, variantSchema } from '@shared/schemas/catalogue';
import { idSchema, pagingSchema } from '@shared/schemas/common';
import {
  ADMIN_MESSAGES,
  adminProductListQuery,
  categorySchema,
  createVariantSchema,
  deleteProductQuery,
  idParams,
  idQuery,
  inventoryEditSchema,
  inventoryQuerySchema,
  inventoryRowSchema,
  okSchema,
  productDetailsSchema,
  productIdQuery,
  publishSchema,
  savedProductSchema,
  saveFeatureSchema,
  updateVariantSchema,
  variantIdQuery,
} from '@shared/schemas/admin-catalogue';
import * as products from './products.service';
import * as images from './images.service';
import * as descriptions from './descriptions.service';
import * as features from './features.service';
import * as variants from './variants.service';
import * as inventory from './inventory.service';
import { readUpload, registerUploads, uploadForm } from '../../lib/uploads';

const ok = (Message: string) => ({ Status: true as const, Message });

/** Reads multipart text fields through a shared schema; the first failing rule's message is the answer. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'An unknown error occurred');
  return parsed.data;
}

const productUploadFields = z.object({ ProductId: idSchema });
const variantUploadFields = z.object({ ProductId: idSchema, VariantId: idSchema });
const descriptionFields = z.object({
  ProductId: idSchema,
  Id: idSchema.optional(),
  Description: z.string().max(50_000, 'The description is too long').optional().default(''),
});

export default async function adminCatalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every call in this scope needs Admin or SuperAdmin. Checked as the request arrives,
  // before any body is parsed or validated, so a guest learns nothing and uploads nothing.
  adminOnly(app);
  await registerUploads(app);

  app.get(
    '/Admin/Category',
    { schema: { operationId: 'listCategories', summary: 'The product categories', response: { 200: z.array(categorySchema) } } },
    async () => products.listCategories(app.ctx),
  );

  // ---------------------------------------------------------------- products

  app.post(
    '/Admin/Product',
    {
      schema: {
        operationId: 'saveProduct',
        summary: "Create a product, or change one's details",
        refusals: { 404: 'No product has that Id', 409: 'Another product has that product code' },
        body: productDetailsSchema,
        response: { 200: savedProductSchema },
      },
    },
    async (req) => {
      const { id, created } = await products.saveProduct(app.ctx, req.user!, req.body);
      return { ...ok(created ? ADMIN_MESSAGES.productCreated : ADMIN_MESSAGES.productUpdated), Id: id };
    },
  );

  app.get(
    '/Admin/Product/GetById',
    { schema: { operationId: 'getAdminProduct', summary: 'A product with everything an admin edits', querystring: idQuery, response: { 200: productSchema } } },
    async (req) => products.getProduct(app.ctx, req.query.Id),
  );

  app.get(
    '/Admin/Product',
    {
      schema: {
        operationId: 'listAdminProducts',
        summary: 'Products, published or not, for admins',
        querystring: adminProductListQuery,
        response: { 200: z.array(productCardSchema) },
      },
    },
    async (req, reply) => pageAnswer(reply, await products.listProducts(app.ctx, req.query.SearchText, pageOf(req.query))),
  );

  app.delete(
    '/Admin/Product',
    {
      schema: {
        operationId: 'deleteProduct',
        summary: 'Delete a product',
        querystring: deleteProductQuery,
        response: { 200: okSchema },
        refusals: { 404: 'No product is stored by that id, or it was deleted already' },
      },
    },
    async (req) => {
      await products.deleteProduct(app.ctx, req.user!, req.query.id);
      return ok(ADMIN_MESSAGES.productDeleted);
    },
  );

  app.post(
    '/Admin/Product/publish',
    { schema: { operationId: 'publishProduct', summary: 'Publish or unpublish a product', body: publishSchema, response: { 200: okSchema } } },
    async (req) => ok(await products.publish(app.ctx, req.user!, req.body.ProductId, req.body.Status)),
  );

  // ---------------------------------------------------------------- product images

  app.get(
    '/Admin/ProductImage',
    { schema: { operationId: 'listProductImages', summary: "A product's images", querystring: productIdQuery, response: { 200: z.array(imageSchema) } } },
    async (req) => images.productImages(app.ctx, req.query.ProductId),
  );

  app.post(
    '/Admin/ProductImage/upload',
    {
      schema: {
        operationId: 'uploadProductImages',
        summary: 'Upload images of a product',
        ...uploadForm(productUploadFields),
        response: { 200: z.array(imageSchema) },
      },
    },
    async (req) => {
      const { fields, files } = await readUpload(req);
      const { ProductId } = parseFields(productUploadFields, fields);
      return images.uploadProductImages(app.ctx, req.user!, ProductId, files);
    },
  );

  app.delete(
    '/Admin/ProductImage',
    { schema: { operationId: 'deleteProductImage', summary: "Delete a product's image", querystring: idQuery, response: { 200: okSchema } } },
    async (req) => {
      await images.deleteImage(app.ctx, req.user!, req.query.Id, false);
      return ok('Image deleted successfully');
    },
  );

  // ---------------------------------------------------------------- descriptions

  app.get(
    '/Admin/ProductDescription',
    {
      schema: {
        operationId: 'getProductDescription',
        summary: "A product's rich description",
        querystring: productIdQuery,
        response: { 200: z.array(descriptionSchema) },
      },
    },
    async (req) => descriptions.descriptions(app.ctx, req.query.ProductId),
  );

  app.post(
    '/Admin/ProductDescription/upload',
    {
      schema: {
        operationId: 'saveProductDescription',
        summary: "Save a product's rich description, with its images",
        ...uploadForm(descriptionFields),
        response: { 200: z.array(descriptionSchema) },
      },
    },
    async (req) => {
      const { fields, files } = await readUpload(req);
      const f = parseFields(descriptionFields, fields);
      return descriptions.saveDescription(app.ctx, req.user!, { productId: f.ProductId, id: f.Id, description: f.Description, files });
    },
  );

  app.delete(
    '/Admin/ProductDescription',
    { schema: { operationId: 'deleteProductDescription', summary: "Delete a product's rich description", querystring: idQuery, response: { 200: okSchema } } },
    async (req) => {
      await descriptions.deleteDescription(app.ctx, req.user!, req.query.Id);
      return ok('Description deleted successfully');
    },
  );

  // ---------------------------------------------------------------- features

  app.get(
    '/Admin/ProductFeature',
    { schema: { operationId: 'listProductFeatures', summary: "A product's features", querystring: productIdQuery, response: { 200: z.array(featureSchema) } } },
    async (req) => features.features(app.ctx, req.query.ProductId),
  );

  app.post(
    '/Admin/ProductFeature',
    { schema: { operationId: 'saveProductFeature', summary: 'Add or change a product feature', body: saveFeatureSchema, response: { 200: featureSchema } } },
    async (req) => features.saveFeature(app.ctx, req.user!, req.body),
  );

  app.delete(
    '/Admin/ProductFeature',
    { schema: { operationId: 'deleteProductFeature', summary: 'Delete a product feature', querystring: idQuery, response: { 200: okSchema } } },
    async (req) => {
      await features.deleteFeature(app.ctx, req.user!, req.query.Id);
      return ok('Feature deleted successfully');
    },
  );

  // ---------------------------------------------------------------- variants and inventory

  app.get(
    '/Admin/ProductVariant',
    {
      schema: {
        operationId: 'listAdminVariants',
        summary: "A product's variants, for admins",
        querystring: productIdQuery,
        response: { 200: z.array(variantSchema) },
      },
    },
    async (req) => variants.variants(app.ctx, req.query.ProductId),
  );

  app.get(
    '/Admin/ProductVariant/:id',
    { schema: { operationId: 'getAdminVariant', summary: 'One variant, for admins', params: idParams, response: { 200: variantSchema } } },
    async (req) => variants.variant(app.ctx, req.params.id),
  );

  app.post(
    '/Admin/ProductVariant',
    { schema: { operationId: 'createVariant', summary: 'Add a variant to a product', body: createVariantSchema, response: { 200: variantSchema } } },
    async (req) => variants.createVariant(app.ctx, req.user!, req.body),
  );

  app.put(
    '/Admin/ProductVariant',
    {
      schema: {
        operationId: 'updateVariant',
        summary: 'Change a variant',
        refusals: { 409: 'A published product keeps a default variant' },
        body: updateVariantSchema,
        response: { 200: variantSchema },
      },
    },
    async (req) => variants.updateVariant(app.ctx, req.user!, req.body),
  );

  app.patch(
    '/Admin/ProductVariant',
    {
      schema: {
        operationId: 'editInventory',
        summary: "Change a variant's price, MRP and stock from the inventory list",
        body: inventoryEditSchema,
        response: { 200: inventoryRowSchema },
      },
    },
    async (req) => inventory.editInventory(app.ctx, req.user!, req.body),
  );

  app.delete(
    '/Admin/ProductVariant',
    {
      schema: {
        operationId: 'deleteVariant',
        summary: 'Delete a variant',
        refusals: { 409: 'A published product keeps at least one variant' },
        querystring: variantIdQuery,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await variants.deleteVariant(app.ctx, req.user!, req.query.VariantId);
      return ok(ADMIN_MESSAGES.variantDeleted);
    },
  );

  // Page and PageSize may come in the query (as every list) or in the body.
  app.post(
    '/Admin/ProductVariant/GetVariants',
    {
      schema: {
        operationId: 'listInventory',
        summary: 'The inventory list: variants filtered by stock and product code',
        body: inventoryQuerySchema,
        querystring: pagingSchema,
        response: { 200: z.array(inventoryRowSchema) },
      },
    },
    async (req, reply) => {
      const page = pageOf({ Page: req.body.Page ?? req.query.Page, PageSize: req.body.PageSize ?? req.query.PageSize });
      return pageAnswer(reply, await inventory.inventory(app.ctx, req.body.Stock, req.body.ProductCode, page));
    },
  );

  app.post(
    '/Admin/ProductVariant/Image/upload',
    {
      schema: {
        operationId: 'uploadVariantImages',
        summary: 'Upload images of a variant',
        ...uploadForm(variantUploadFields),
        response: { 200: z.array(imageSchema) },
      },
    },
    async (req) => {
      const { fields, files } = await readUpload(req);
      const { ProductId, VariantId } = parseFields(variantUploadFields, fields);
      return images.uploadVariantImages(app.ctx, req.user!, ProductId, VariantId, files);
    },
  );

  app.delete(
    '/Admin/ProductVariant/Image',
    { schema: { operationId: 'deleteVariantImage', summary: "Delete a variant's image", querystring: idQuery, response: { 200: okSchema } } },
    async (req) => {
      await images.deleteImage(app.ctx, req.user!, req.query.Id, true);
      return ok('Image deleted successfully');
    },
  );
}
