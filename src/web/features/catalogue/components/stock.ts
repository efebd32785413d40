/** How much of a variant is left, in the shop's words: the product page and the comparison say it alike. */
export function stockText(stock: number): string {
  if (stock <= 0) return 'Out of Stock';
  if (stock <= 5) return `Only ${stock} left in stock`;
  return 'In stock';
}
