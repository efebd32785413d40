// The catalogue as shoppers read it (docs/catalogue.md, docs/finding-products.md): products, cards,
// search documents, and how rows become answers. Its in-memory engine has a face of its own: engine.ts.
export { default as catalogueRoutes } from './catalogue.routes';
export {
  declarationColumns,
  getProduct,
  PRODUCT_NOT_FOUND,
  toCard,
  toDeclarations,
  toImage,
  toProductSpec,
  toVariant,
  type ImageRow,
} from './catalogue.service';
export { listCards, publishedCards, type CardRow } from './catalogue.repo';
export { refreshSearchDocument } from './search-document';
