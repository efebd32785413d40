import { useSearchParams } from '../../lib/router';
import Container from '@mui/material/Container';
import { SHOP } from '@shared/constants';
import { ProductGrid } from './components/product-grid';
import { PageMeta } from '../../components/page-meta';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  return (
    <Container maxWidth="lg">
      <PageMeta title={`${query ? `${query} - Search` : 'All products'} | ${SHOP.name}`} />
      <ProductGrid searchText={query} headingLevel="h1" heading={query ? `Results for “${query}”` : 'All products'} />
    </Container>
  );
}
