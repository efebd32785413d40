// Inventory: taking stock for an order, giving it back, and the admin's inventory list.
export { listInventory, returnUnits, takeStock, type InventoryDbRow } from './inventory.service';
