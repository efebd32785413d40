// Stock (docs/checkout-and-payments.md, docs/order-invariants.md): a checkout takes units only while
// enough are left, so none is sold twice; units come back when a hold runs out, an order is
// cancelled or a return is received.
import type { Db } from '../../db/client';
import * as repo from './inventory.repo';

export { VARIANT_COLUMNS, type InventoryDbRow, type VariantRow } from './inventory.repo';

/** Takes `quantity` units of a variant, only if that many are left: false when they are not. */
export const takeStock = (db: Db, variantId: number, quantity: number): Promise<boolean> => repo.takeStock(db, variantId, quantity);

/** Puts units back on the shelf, line by line; a line whose variant has since been deleted has nowhere to go. */
export async function returnUnits(db: Db, lines: { variantId: number | null; quantity: number }[]) {
  for (const line of lines) if (line.variantId) await repo.returnStock(db, line.variantId, line.quantity);
}

/** The inventory list an admin reads (see inventory.repo.ts for the threshold's meaning). */
export const listInventory = repo.listInventory;
