import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_STATUSES } from '@shared/constants';
import { orderStatusListSchema } from '@shared/schemas/orders';
import { shopDetailsAnswer } from '@shared/schemas/shop-details';

export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The configured order statuses with their sequence.
  app.get(
    '/config/orderstatus',
    { schema: { operationId: 'listOrderStatuses', summary: 'The order statuses, in their sequence', response: { 200: orderStatusListSchema } } },
    async () => ORDER_STATUSES.map((s) => ({ Id: s.Id, Name: s.Name, SeqId: s.SeqId })),
  );
  // The seller (as on tax invoices) and the Grievance Officer, from the settings; the pages that
  // show them get this answer with the server-rendered page.
  app.get(
    '/config/shop-details',
    { schema: { operationId: 'getShopDetails', summary: "The seller's details and the Grievance Officer", response: { 200: shopDetailsAnswer } } },
    async () => {
      const { seller, grievanceOfficer: g } = app.ctx.config;
      return {
        Seller: { Name: seller.name, Address: seller.address, Gstin: seller.gstin },
        GrievanceOfficer: { Name: g.name, Designation: g.designation, Phone: g.phone, Email: g.email },
      };
    },
  );
}
