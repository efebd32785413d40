// What every change an admin makes to the catalogue does besides the change itself: drop the shop's
// cached answers about the product and write the audit entry. Each part of the catalogue has a
// service of its own beside this file: products, images, descriptions, features, variants, inventory.
import type { Uses } from '../../context';
import { recordChange, type Actor, type Change } from '../audit';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'now'>;

/**
 * The shop's cached answers about a product are dropped here at once (read your own writes);
 * other instances hear of the change from the database's catalogue_changed trigger.
 */
export const changed = (ctx: Ctx, productId: number) => ctx.cache.changed(String(productId));

/** Writes the audit entry of an admin's change in the transaction of the change (docs/audit-log.md). */
export const audit = (ctx: Ctx, tx: Conn, admin: Actor, change: Change) => recordChange(tx, admin, ctx.now(), change);
export type Conn = Parameters<typeof recordChange>[0];
