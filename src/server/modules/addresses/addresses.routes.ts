// Addresses calls. The states and cities lists are public: they are the directory's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  addressesByUserQuery,
  addressSavedAnswer,
  addressSchema,
  citiesQuery,
  cityItem,
  createAddressBody,
  stateItem,
  statusAnswer,
  updateAddressBody,
} from '@shared/schemas/accounts';
import * as addresses from './addresses.service';

export default async function addressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  app.get('/Account/Address', { ...signedIn, schema: { response: { 200: z.array(addressSchema) } } }, async (req) => addresses.list(app.ctx, req.user!.id));

  app.post('/Account/Address', { ...signedIn, schema: { body: createAddressBody, response: { 200: addressSavedAnswer } } }, async (req) =>
    addresses.create(app.ctx, req.user!.id, req.body),
  );

  app.put('/Account/Address', { ...signedIn, schema: { body: updateAddressBody, response: { 200: addressSavedAnswer } } }, async (req) =>
    addresses.update(app.ctx, req.user!.id, req.body.Id, req.body),
  );

  app.delete('/Account/Address', { ...signedIn, schema: { querystring: z.object({ Id: idSchema }), response: { 200: statusAnswer } } }, async (req) =>
    addresses.remove(app.ctx, req.user!.id, req.query.Id),
  );

  app.get(
    '/Account/Address/GetByUserId',
    { ...signedIn, schema: { querystring: addressesByUserQuery, response: { 200: z.array(addressSchema) } } },
    async (req) => addresses.listForUser(app.ctx, req.user!, req.query.UserId),
  );

  app.get('/Account/Address/getstates', { schema: { response: { 200: z.array(stateItem) } } }, async (_req, reply) => {
    // The directory changes only with a release.
    reply.header('cache-control', 'public, max-age=3600');
    return addresses.states(app.ctx);
  });

  app.get('/Account/Address/getcities', { schema: { querystring: citiesQuery, response: { 200: z.array(cityItem) } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return addresses.cities(app.ctx, req.query.State);
  });
}
