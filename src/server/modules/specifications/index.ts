// Specifications and brands (docs/specifications.md): definitions, a product's values, brands by name.
export { default as specificationRoutes } from './specifications.routes';
export { brandFor, checkValues, planBrand, valueLines, type SpecEntry, type SpecValueRow } from './specifications.service';
export { brandById, dropValuesOutsideCategory, listSpecs, replaceValues, setProductBrand, valuesOfProduct, type SpecRow } from './specifications.repo';
