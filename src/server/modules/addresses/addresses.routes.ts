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
  addressForm,
  stateItem,
  statusAnswer,
  updateAddressBody,
} from '@shared/schemas/accounts';
import * as addresses from './addresses.service';

export default async function addressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/Account/Address',
    { ...signedIn, schema: { operationId: 'listAddresses', summary: "The signed-in user's addresses", response: { 200: z.array(addressSchema) } } },
    async (req) => addresses.list(app.ctx, req.user!.id),
  );

  app.post(
    '/Account/Address',
    { ...signedIn, schema: { operationId: 'createAddress', summary: 'Save a new address', body: addressForm, response: { 200: addressSavedAnswer } } },
    async (req) => addresses.create(app.ctx, req.user!.id, req.body),
  );

  app.put(
    '/Account/Address',
    {
      ...signedIn,
      schema: { operationId: 'updateAddress', summary: 'Change a saved address', body: updateAddressBody, response: { 200: addressSavedAnswer } },
    },
    async (req) => addresses.update(app.ctx, req.user!.id, req.body.Id, req.body),
  );

  app.delete(
    '/Account/Address',
    {
      ...signedIn,
      schema: { operationId: 'deleteAddress', summary: 'Delete a saved address', querystring: z.object({ Id: idSchema }), response: { 200: statusAnswer } },
    },
    async (req) => addresses.remove(app.ctx, req.user!.id, req.query.Id),
  );

  app.get(
    '/Account/Address/GetByUserId',
    {
      ...signedIn,
      schema: {
        operationId: 'listAddressesByUser',
        summary: "A user's addresses (their own, or any for admins)",
        querystring: addressesByUserQuery,
        response: { 200: z.array(addressSchema) },
      },
    },
    async (req) => addresses.listForUser(app.ctx, req.user!, req.query.UserId),
  );

  app.get(
    '/Account/Address/getstates',
    { schema: { operationId: 'listStates', summary: 'The states and union territories an address may name', response: { 200: z.array(stateItem) } } },
    async (_req, reply) => {
      // The directory changes only with a release.
      reply.header('cache-control', 'public, max-age=3600');
      return addresses.states(app.ctx);
    },
  );

  app.get(
    '/Account/Address/getcities',
    { schema: { operationId: 'listCities', summary: 'The cities of a state', querystring: citiesQuery, response: { 200: z.array(cityItem) } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return addresses.cities(app.ctx, req.query.State);
    },
  );
}
