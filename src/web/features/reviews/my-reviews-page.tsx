// /account/reviews: the shopper's reviews, newest first, each with its status (pending, published,
// or not published with the reason they were told) and Edit, which opens the review form.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { MyReview } from '@shared/schemas/reviews';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { PageMeta } from '../../components/page-meta';
import { useMyReviews } from './api/my-reviews';
import { OwnReview } from './components/own-review';

const loadForm = () => import('./components/review-form-dialog');
const ReviewFormDialog = lazy(loadForm);

export default function MyReviewsPage() {
  const reviews = useMyReviews();
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Container maxWidth="md" sx={{ pb: 6 }}>
      <PageMeta title={`My Reviews | ${SHOP.name}`} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 1 }}>
        My Reviews
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each review is checked before it appears on the product page; a changed review is checked again. You can review a product once an order of yours with it
        has been delivered.
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ mb: 2 }} role="status" onClose={() => setSent(null)}>
          {sent}
        </Alert>
      )}
      {reviews.isPending ? (
        <Skeleton variant="rounded" height={180} aria-busy />
      ) : reviews.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void reviews.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.somethingWrong}
        </Alert>
      ) : reviews.data.Items.length === 0 ? (
        <EmptyState message="You have not reviewed any products yet." />
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
          {reviews.data.Items.map((r) => (
            <Box component="li" key={r.Id} data-testid="my-review">
              <Link component={RouterLink} to={paths.product(r.ProductId)} sx={{ display: 'inline-block', mb: 0.75, fontWeight: 650 }}>
                {r.ProductName}
              </Link>
              <OwnReview review={r} heading="Your review" onEdit={() => setEditing(r)} onEditHover={() => void loadForm()} />
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ReviewFormDialog
            productId={editing.ProductId}
            productName={editing.ProductName}
            existing={editing}
            onClose={() => setEditing(null)}
            onSent={(message) => {
              setSent(message);
              setEditing(null);
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
