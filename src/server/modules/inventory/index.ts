// Inventory: taking stock for an order, giving it back, and the admin's inventory list.
export { listInventory, returnUnits, takeStock, VARIANT_COLUMNS, type InventoryDbRow, type VariantRow } from './inventory.service';
