// The Grievance Officer a shopper can complain to, as the server's settings name them
// (GRIEVANCE_NAME, GRIEVANCE_DESIGNATION, GRIEVANCE_PHONE, GRIEVANCE_EMAIL).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useShopDetails } from '../../lib/shop-details';

export function GrievanceOfficer() {
  const officer = useShopDetails().data?.GrievanceOfficer;
  if (!officer) return null;
  return (
    <Box
      data-testid="grievance-officer"
      sx={{ mb: 1.5, p: { xs: 2, sm: 2.5 }, borderRadius: 1, bgcolor: 'action.hover', '& p': { m: 0, lineHeight: 1.7 }, overflowWrap: 'anywhere' }}
    >
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {officer.Name}
      </Typography>
      <Typography variant="body1">{officer.Designation}</Typography>
      <Typography variant="body1">
        Phone:{' '}
        <Link href={`tel:${officer.Phone.replace(/[^\d+]/g, '')}`} underline="always">
          {officer.Phone}
        </Link>
      </Typography>
      <Typography variant="body1">
        E-mail:{' '}
        <Link href={`mailto:${officer.Email}`} underline="always">
          {officer.Email}
        </Link>
      </Typography>
    </Box>
  );
}
