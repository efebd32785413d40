import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product, Variant } from '@shared/schemas/catalogue';
import { shopKeys } from '../../../lib/query-keys';

export const getProduct = (id: number) => api<Product>('Public/Product/GetById', { query: { Id: id }, toastOnError: false });
export const getVariants = (productId: number) => api<Variant[]>('public/product/variant', { query: { ProductId: productId }, toastOnError: false });

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** A product's details; the server renders the product page from the same query. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: [...shopKeys.product, id],
    queryFn: () => getProduct(id),
    enabled: validId(id),
    retry: false,
    // A product the server found missing is not asked for again as the page hydrates.
    retryOnMount: false,
  });

export const variantsQuery = (productId: number) =>
  queryOptions({
    queryKey: [...shopKeys.product, productId, 'variants'],
    queryFn: () => getVariants(productId),
    enabled: validId(productId),
    retry: false,
    retryOnMount: false,
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
export const useVariants = (productId: number) => useQuery(variantsQuery(productId));
