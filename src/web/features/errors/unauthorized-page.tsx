import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { SHOP } from '@shared/constants';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';

export default function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={`Unauthorized | ${SHOP.name}`} />
      <GppBadOutlined sx={{ fontSize: 72, color: 'error.main' }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        401 Unauthorized Access
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        You do not have permission to view this page. If you think this is a mistake, sign in with an account that has access.
      </Typography>
      <Button variant="contained" size="large" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}>
        Go Back
      </Button>
    </Container>
  );
}
