// The panel shown when a product cannot be loaded (spec: "Failed to load product information").
// Rarely needed, so it comes in a chunk of its own (decision 009).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { SHOP } from '@shared/constants';
import { PageMeta } from '../../../components/page-meta';
import { ShopTheme } from '../../../components/shop-theme';
import { paths } from '../../../lib/paths';

const LOAD_FAILED = 'Failed to load product information';

function ProductLoadErrorScreen() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageMeta title={`${LOAD_FAILED} | ${SHOP.name}`} />
      <Alert
        severity="error"
        variant="outlined"
        sx={{ bgcolor: 'background.paper' }}
        action={
          <Button component={RouterLink} to={paths.home}>
            Back to Home
          </Button>
        }
      >
        <AlertTitle>{LOAD_FAILED}</AlertTitle>
        This product may no longer be available.
      </Alert>
    </Container>
  );
}

/** In the MUI theme, which loads with this part of the page. */
export default function ProductLoadError() {
  return (
    <ShopTheme>
      <ProductLoadErrorScreen />
    </ShopTheme>
  );
}
