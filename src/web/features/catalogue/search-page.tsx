import { useSearchParams } from 'react-router';
import { SHOP } from '@shared/constants';
import { ProductGrid } from './components/product-grid';
import { searchTextOf } from './prefetch';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';
import shell from '../../components/shell.module.css';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = searchTextOf(params);
  return (
    <div className={shell.container}>
      <PageMeta title={`${query ? `${query} - Search` : 'All products'} | ${SHOP.name}`} canonicalPath={query ? paths.search(query) : '/search'} />
      <ProductGrid searchText={query} headingLevel="h1" heading={query ? `Results for “${query}”` : 'All products'} />
    </div>
  );
}
