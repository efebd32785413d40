import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '@shared/constants';

export default async function configRoutes(app: FastifyInstance) {
  // D12: the configured order statuses with their sequence.
  app.get('/config/orderstatus', async () => ORDER_STATUSES.map((s) => ({ Id: s.Id, Name: s.Name, SeqId: s.SeqId })));
}
