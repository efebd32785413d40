// Every API module, registered under /api (D1).
import type { FastifyInstance } from 'fastify';
import configRoutes from './config/config.routes';
import catalogueRoutes from './catalogue/catalogue.routes';

export async function apiRoutes(app: FastifyInstance) {
  await app.register(configRoutes);
  await app.register(catalogueRoutes);
}
