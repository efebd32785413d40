// Returns (docs/returns.md): the shopper's calls on their order, and the admin's list and changes.
// Thin: schema in, service call, answer out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReturnsAnswer,
  adminReturnsQuery,
  orderReturnsParams,
  returnIdParams,
  returnPhotoFileParams,
  returnPhotoParams,
  returnPhotoQuery,
  returnPhotosAnswer,
  returnRequestAnswer,
  returnRequestBody,
  returnSchema,
  returnUpdateAnswer,
  returnUpdateBody,
  RETURN_MESSAGES,
  RETURN_PHOTOS_MAX,
} from '@shared/schemas/returns';
import { adminOnly } from '../../plugins/auth';
import { describedAnswer } from '../../lib/api-description';
import { readUpload, registerUploads, uploadForm } from '../../lib/uploads';
import { pageOf } from '../../db/paging';
import { unauthorized } from '../../lib/errors';
import * as returns from './returns.service';

/**
 * A photo's address without its signature is the shopper's or an admin's: a guest is told to sign in
 * as the request arrives, before its query (the width) is judged, as on every signed-in call.
 */
async function signedOrSignedIn(request: FastifyRequest): Promise<void> {
  const token = (request.query as Record<string, unknown> | undefined)?.Token;
  if (!request.user && (typeof token !== 'string' || token === '')) throw unauthorized();
}

export async function shopperReturnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = app.requireUser;

  app.post(
    '/order/:orderId/returns',
    {
      preHandler: user,
      schema: {
        operationId: 'requestReturn',
        summary: 'Ask to return items of a delivered order',
        params: orderReturnsParams,
        body: returnRequestBody,
        response: { 200: returnRequestAnswer },
      },
    },
    async (req) => {
      const { returnId } = await returns.requestReturn(app.ctx, req.user!, req.params.orderId, req.body);
      return { Status: true as const, Message: RETURN_MESSAGES.requested, ReturnId: returnId };
    },
  );

  // Photos of a return: multipart, parsed in this scope only, each file checked by its content.
  await app.register(async (scope) => {
    await registerUploads(scope, { maxFiles: RETURN_PHOTOS_MAX });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/order/:orderId/returns/:returnId/photos',
      {
        preHandler: user,
        schema: {
          operationId: 'addReturnPhotos',
          summary: 'Add photos to a return',
          params: returnPhotoParams,
          ...uploadForm(z.object({})),
          response: { 200: returnPhotosAnswer },
        },
      },
      async (req) => {
        const { files } = await readUpload(req, { tooManyFiles: RETURN_MESSAGES.tooManyPhotos(RETURN_PHOTOS_MAX) });
        const photos = await returns.addReturnPhotos(app.ctx, req.user!, req.params.orderId, req.params.returnId, files);
        return { Status: true as const, Message: RETURN_MESSAGES.photosAdded, Photos: photos };
      },
    );
  });

  // One photo, to the holder of a signed address or to the return's shopper or an admin; never
  // kept by a browser or a proxy. Described as a signed-in call: a signed address stands in for
  // the bearer token of the one it was given to (the service checks either).
  const photo = describedAnswer({
    200: {
      description: 'The photo: the JPEG, or its WebP copy of the width asked',
      content: { 'image/jpeg': { schema: z.file().mime('image/jpeg') }, 'image/webp': { schema: z.file().mime('image/webp') } },
    },
  });
  app.get(
    '/order/:orderId/returns/:returnId/photos/:photoId',
    {
      config: { access: 'user' },
      onRequest: signedOrSignedIn,
      schema: {
        operationId: 'getReturnPhoto',
        summary: 'One photo of a return, by its signed address or to its shopper or an admin',
        params: returnPhotoFileParams,
        querystring: returnPhotoQuery,
        response: photo,
      },
    },
    async (req, reply) => {
      const found = await returns.returnPhoto(app.ctx, req.user, req.params, { token: req.query.Token, width: req.query.Width });
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in found) return reply.redirect(found.redirect, 302);
      return reply.type(found.type).header('content-disposition', 'inline').send(found.bytes);
    },
  );

  app.get(
    '/order/:orderId/returns',
    {
      preHandler: user,
      schema: { operationId: 'listOrderReturns', summary: "An order's returns", params: orderReturnsParams, response: { 200: z.array(returnSchema) } },
    },
    async (req) => returns.orderReturns(app.ctx, req.user!, req.params.orderId),
  );
}

export async function adminReturnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/returns',
    {
      schema: {
        operationId: 'listAdminReturns',
        summary: 'Returns by status, for admins',
        querystring: adminReturnsQuery,
        response: { 200: adminReturnsAnswer },
      },
    },
    async (req) => returns.adminReturns(app.ctx, req.query.Status, pageOf(req.query)),
  );

  app.patch(
    '/Admin/returns/:returnId',
    {
      schema: {
        operationId: 'updateReturn',
        summary: 'Approve, reject or receive a return',
        params: returnIdParams,
        body: returnUpdateBody,
        response: { 200: returnUpdateAnswer },
      },
    },
    async (req) => {
      const updated = await returns.updateReturn(app.ctx, req.user!, req.params.returnId, req.body);
      return { Status: true as const, Message: RETURN_MESSAGES.updated(req.body.Status), Return: updated };
    },
  );
}
