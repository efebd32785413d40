// /account/complaints: the shopper's complaints, newest first, each with its ticket number, status,
// the replies and a box to answer the shop (docs/complaints.md).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { Complaint } from '@shared/schemas/complaints';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { CardHead } from '../../components/card-head';
import { EmptyState } from '../../components/empty-state';
import { PageMeta } from '../../components/page-meta';
import { useMyComplaints, useReplyToComplaint } from './api/complaints';
import { ComplaintStatusChip, ComplaintThread, dateTime, ReplyBox } from './components/complaint-thread';

function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const reply = useReplyToComplaint();
  return (
    <Paper variant="outlined" component="article" aria-label={`Complaint ${complaint.TicketNumber}`} data-testid="complaint-card" sx={{ overflow: 'hidden' }}>
      <CardHead
        code={complaint.TicketNumber}
        codeTestId="complaint-ticket"
        when={`Filed on ${dateTime(complaint.CreatedAt)}${complaint.OrderCode ? ` · order ${complaint.OrderCode}` : ''}`}
      >
        <ComplaintStatusChip status={complaint.Status} />
      </CardHead>
      <Box sx={{ px: { xs: 2, md: 2.5 }, py: 2, display: 'grid', gap: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
          {complaint.Subject}
        </Typography>
        <ComplaintThread complaint={complaint} me="customer" />
        {complaint.Status === 'Resolved' ? (
          <Typography variant="body2" color="text.secondary">
            Resolved on {dateTime(complaint.ResolvedAt ?? complaint.CreatedAt)}. If the problem continues, please file a new complaint.
          </Typography>
        ) : (
          <ReplyBox
            label="Your reply"
            busy={reply.isPending}
            onSend={async (body) => {
              try {
                const answer = await reply.mutateAsync({ ticket: complaint.TicketNumber, body });
                toastSuccess(answer.Message);
                return null;
              } catch (err) {
                return err instanceof ApiError ? err.message : MESSAGES.somethingWrong;
              }
            }}
          />
        )}
      </Box>
    </Paper>
  );
}

export default function MyComplaintsPage() {
  const complaints = useMyComplaints();
  return (
    <Container maxWidth="md" sx={{ pb: 6 }}>
      <PageMeta title={`My Complaints | ${SHOP.name}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, flex: 1 }}>
          My Complaints
        </Typography>
        <Button component={RouterLink} to={`${paths.contact}#complaint`} variant="outlined">
          File a complaint
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We reply to every complaint within 48 hours and resolve it within one month. You get an SMS when we reply.
      </Typography>
      {complaints.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy>
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : complaints.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void complaints.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.somethingWrong}
        </Alert>
      ) : complaints.data.length === 0 ? (
        <EmptyState message="You have not filed any complaints." />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {complaints.data.map((c) => (
            <ComplaintCard key={c.Id} complaint={c} />
          ))}
        </Box>
      )}
    </Container>
  );
}
