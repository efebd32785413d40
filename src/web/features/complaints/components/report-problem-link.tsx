import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '../../../lib/paths';

/** On an order card: opens the complaint form of the contact page with this order chosen. */
export function ReportProblemLink({ orderId }: { orderId: string }) {
  return (
    <Button component={RouterLink} to={paths.fileComplaint(orderId)} size="small" color="inherit" data-testid="report-problem">
      Report a problem
    </Button>
  );
}
