// Catalogue (public) calls. Thin: schema in, service call, answer out.
import { pageOf } from '../../db/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerSchema,
  brandInfoSchema,
  catalogueAnswerSchema,
  catalogueQuery,
  categoryInfoSchema,
  productByIdQuery,
  productCardSchema,
  productSchema,
  productSearchQuery,
  variantSchema,
  variantsQuery,
} from '@shared/schemas/catalogue';
import { isAdmin } from '@shared/constants';
import { describedAnswer } from '../../lib/api-description';
import { sendKept } from '../../lib/http-cache';
import * as catalogue from './catalogue.service';

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Cached answers are JSON text already checked against their schema: sent as they are, so their
  // response schemas only describe them.
  app.get(
    '/Public/Product/GetById',
    {
      schema: {
        operationId: 'getProduct',
        summary: 'A published product with its variants, images and features',
        querystring: productByIdQuery,
        response: describedAnswer({ 200: productSchema }),
      },
    },
    async (req, reply) => sendKept(reply, await catalogue.publicProduct(app.ctx, req.query.Id)),
  );

  app.get(
    '/Public/product',
    {
      schema: {
        operationId: 'searchProducts',
        summary: 'Search and filter the catalogue, with facet counts',
        querystring: productSearchQuery,
        response: describedAnswer({ 200: z.array(productCardSchema) }),
      },
    },
    async (req, reply) => {
      const answer = await catalogue.searchProductsJson(app.ctx, req.query.SearchText, pageOf(req.query));
      return sendKept(reply.header('x-total-count', String(answer.total)), answer);
    },
  );

  app.get(
    '/public/categories',
    {
      schema: {
        operationId: 'listShopCategories',
        summary: 'Every category with its address and how many published products it has',
        response: { 200: z.array(categoryInfoSchema) },
      },
    },
    async () => catalogue.listCategories(app.ctx),
  );

  app.get(
    '/public/brands',
    {
      schema: {
        operationId: 'listShopBrands',
        summary: 'The brands of the published products, with how many each has, their descriptions and logos',
        response: { 200: z.array(brandInfoSchema) },
      },
    },
    async () => catalogue.listBrands(app.ctx),
  );

  app.get(
    '/public/catalogue',
    {
      schema: {
        operationId: 'browseCatalogue',
        summary: 'Find products by words, category, brand, price, discount, stock and specifications, sorted, with each filter counted',
        description:
          'Lists are comma-separated slugs. Spec.<key> filters by a specification of the one category chosen (values, yes/no, or a range such as 10-50). ' +
          'Sort: relevance, popular, price-asc, price-desc, newest, discount. Unknown filters or values are refused with a sentence.',
        querystring: catalogueQuery,
        response: describedAnswer({ 200: catalogueAnswerSchema }),
      },
    },
    async (req, reply) => sendKept(reply, await catalogue.catalogueJson(app.ctx, req.query)),
  );

  app.get(
    '/public/product/variant',
    {
      schema: {
        operationId: 'listProductVariants',
        summary: "A published product's variants",
        querystring: variantsQuery,
        response: { 200: z.array(variantSchema) },
      },
    },
    async (req) => catalogue.getVariants(app.ctx, req.query.ProductId),
  );

  // The shop's list holds active banners in SeqId order; an admin may ask for all of them.
  app.get(
    '/Config/Banner',
    {
      schema: {
        operationId: 'listBanners',
        summary: 'The home page banners',
        querystring: z.object({ All: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(bannerSchema) },
      },
    },
    async (req) => {
      return catalogue.getBanners(app.ctx, !(isAdmin(req.user?.roles) && req.query.All === 'true'));
    },
  );
}
