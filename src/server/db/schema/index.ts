// The shop's tables, one file per area; drizzle.config.ts reads them from here.
export * from './accounts';
export * from './catalogue';
export * from './reviews-and-lists';
export * from './orders';
export * from './documents';
export * from './returns';
export * from './messages';
export * from './complaints';
export * from './audit-and-totals';
export * from './shipments';
export * from './eway-bills';
export * from './einvoices';
