import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={`Page not found | ${SHOP.name}`} />
      <Typography variant="h1" component="p" sx={{ fontSize: { xs: 72, md: 96 }, color: '#6f7b99', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The page you are looking for does not exist or has moved. Our headphones, speakers and more are just a click away.
      </Typography>
      <Box>
        <Button variant="contained" size="large" component={RouterLink} to={paths.home}>
          Back to Home
        </Button>
      </Box>
    </Container>
  );
}
