import { Link as RouterLink } from '../../lib/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { paths } from '../paths';

const policyLinks = [
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Refund Policy', to: paths.refund },
  { label: 'Return and Replacement Policy', to: paths.returns },
  { label: 'Shipping Policy', to: paths.shipping },
  { label: 'Contact Us', to: paths.contact },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.86)', mt: 6, pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ color: '#fff', mb: 1 }}>
              {SHOP.name}
            </Typography>
            <Typography variant="body2" sx={{ maxWidth: 380 }}>
              {SHOP.tagline}. All prices are in Indian Rupees and include GST.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
              Policies and help
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {policyLinks.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} color="inherit" underline="hover" variant="body2">
                    {l.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
              Reach us
            </Typography>
            <Typography variant="body2">
              {SHOP.address.city}, {SHOP.address.state} {SHOP.address.pinCode}
            </Typography>
            <Link href={`mailto:${SHOP.email}`} color="inherit" variant="body2" underline="hover" sx={{ display: 'block', mt: 0.5 }}>
              {SHOP.email}
            </Link>
            <Link href={`tel:+91${SHOP.mobile}`} color="inherit" variant="body2" underline="hover" sx={{ display: 'block', mt: 0.5 }}>
              {SHOP.mobileDisplay}
            </Link>
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, pt: 2, borderTop: '1px solid rgba(255,255,255,0.15)', color: 'rgba(255,255,255,0.7)' }}>
          © {new Date().getFullYear()} {SHOP.legalName}, {SHOP.address.city}, {SHOP.address.state}. Secure online payments. Made in India.
        </Typography>
      </Container>
    </Box>
  );
}
