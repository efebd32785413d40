// Every API module, registered under /api (docs/api.md).
import type { FastifyInstance } from 'fastify';
import configRoutes from './config/config.routes';
import catalogueRoutes from './catalogue/catalogue.routes';
import compareRoutes from './compare/compare.routes';
import cartRoutes from './cart/cart.routes';
import orderRoutes from './orders/orders.routes';
import phonePeWebhookRoutes from './orders/phonepe-webhook.routes';
import accountsRoutes from './accounts/accounts.routes';
import addressesRoutes from './addresses/addresses.routes';
import adminCatalogueRoutes from './admin-catalogue/admin-catalogue.routes';
import adminBannerRoutes from './admin-banners/admin-banners.routes';
import adminUserRoutes from './admin-users/admin-users.routes';
import { adminReturnRoutes, shopperReturnRoutes } from './returns/returns.routes';
import adminCouponRoutes from './coupons/coupons.routes';
import complaintRoutes from './complaints/complaints.routes';
import deliveryRoutes from './delivery/delivery.routes';
import auditRoutes from './audit/audit.routes';
import bulkProductsRoutes from './bulk-products/bulk-products.routes';
import reportRoutes from './reports/reports.routes';
import dashboardRoutes from './dashboard/dashboard.routes';
import specificationRoutes from './specifications/specifications.routes';
import { adminReviewRoutes, reviewRoutes } from './reviews/reviews.routes';

export async function apiRoutes(app: FastifyInstance) {
  await app.register(configRoutes);
  await app.register(catalogueRoutes);
  await app.register(compareRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(shopperReturnRoutes);
  await app.register(adminReturnRoutes);
  await app.register(phonePeWebhookRoutes);
  await app.register(accountsRoutes);
  await app.register(addressesRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminBannerRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminCouponRoutes);
  await app.register(complaintRoutes);
  await app.register(deliveryRoutes);
  await app.register(auditRoutes);
  await app.register(bulkProductsRoutes);
  await app.register(reportRoutes);
  await app.register(dashboardRoutes);
  await app.register(specificationRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
}
