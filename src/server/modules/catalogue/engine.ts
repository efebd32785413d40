// The catalogue's in-memory engine (docs/finding-products.md), the face the app context builds it
// through: it sits below the context, which every service reads, while the rest of the catalogue
// sits above it (docs/README.md, the layers).
export { SearchIndex } from './search-index';
export { FacetIndex, type Resolved } from './facet-index';
export { createCatalogueSearch, type CatalogueSearch } from './catalogue-search';
export { EnglishForms } from './english-forms';
