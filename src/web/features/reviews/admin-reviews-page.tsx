// /admin/reviews: reviews to decide (pending first of all), filtered by status, stars and product,
// paged by the server. Each row shows the product, the author and phone, the stars, title, text and
// photos (pending photos through the signed addresses the API gives), with Approve and Reject; a
// rejection asks for the reason the shopper is told. The list is asked for again after a decision.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { imageUrl, imageVariantUrl } from '@shared/images';
import { indiaDayText } from '@shared/india-time';
import { moderateReviewBody, REVIEW_REASON_MAX, REVIEW_STATUSES, type AdminReview } from '@shared/schemas/reviews';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { AdminPage } from '../../components/admin-page';
import { ListFilter, sameLabels } from '../../components/list-filter';
import { DialogButtons } from '../../components/dialog-buttons';
import { useCompact } from '../../components/use-compact';
import { toast } from '../../lib/toast';
import { useAdminReviews, useModerateReview, type AdminReviewsQuery } from './api/admin-reviews';
import { PhotoTiles } from '../../components/photos';

const STATUS_COLOR = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;
const wholeOrNull = (text: string | null, max: number) => (text && /^[1-9][0-9]*$/.test(text) && Number(text) <= max ? Number(text) : null);

function Photos({ review }: { review: AdminReview }) {
  const photos = review.Photos.map((p, i) => ({
    href: imageUrl(p) ?? undefined,
    thumb: imageVariantUrl(p, 320) ?? undefined,
    label: `Photo ${i + 1} of the review by ${review.AuthorName}`,
  }));
  return <PhotoTiles photos={photos} size={48} testId="admin-review-photos" inRow tight />;
}

function ReviewText({ review }: { review: AdminReview }) {
  return (
    <Box sx={{ py: 1, minWidth: 0, whiteSpace: 'normal', lineHeight: 1.4 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {review.Title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.Text}
      </Typography>
      {review.Status === 'Rejected' && review.Reason && (
        <Typography variant="caption" color="error" component="p">
          Rejected: {review.Reason}
        </Typography>
      )}
      <Photos review={review} />
    </Box>
  );
}

function Decide({ review, onReject, busy, onApprove }: { review: AdminReview; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 1 }}>
      {review.Status !== 'Approved' && (
        <Button size="small" variant="contained" color="success" onClick={onApprove} disabled={busy} aria-label={`Approve the review "${review.Title}"`}>
          Approve
        </Button>
      )}
      {review.Status !== 'Rejected' && (
        <Button size="small" variant="outlined" color="error" onClick={onReject} disabled={busy} aria-label={`Reject the review "${review.Title}"`}>
          Reject
        </Button>
      )}
    </Box>
  );
}

export default function AdminReviewsPage() {
  // ?Status=, ?Rating= and ?ProductId= open the list so filtered (a product's page of reviews links here so).
  const [params, setParams] = useSearchParams();
  const status: AdminReviewsQuery['status'] = params.get('Status') === 'All' ? 'All' : (REVIEW_STATUSES.find((s) => s === params.get('Status')) ?? 'Pending');
  const rating = wholeOrNull(params.get('Rating'), 5);
  const productId = wholeOrNull(params.get('ProductId'), 2147483647);
  const paging = usePaging();
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  const compact = useCompact();
  const reviews = useAdminReviews({ status, rating, productId, ...paging.model });
  const moderate = useModerateReview();
  const productName = productId ? reviews.data?.Items.find((r) => r.ProductId === productId)?.ProductName : undefined;

  const setFilter = (name: 'Status' | 'Rating' | 'ProductId', value: string | null) => {
    setParams(
      (p) => {
        if (value === null) p.delete(name);
        else p.set(name, value);
        return p;
      },
      { replace: true },
    );
    paging.restart();
  };
  const approve = (r: AdminReview) => moderate.mutate({ reviewId: r.Id, Status: 'Approved' }, { onSuccess: (a) => toast(a.Message, 'success') });

  const columns = useMemo<GridColDef<AdminReview>[]>(() => {
    const product: GridColDef<AdminReview> = {
      field: 'ProductName',
      headerName: 'Product',
      minWidth: 160,
      flex: 0.8,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ whiteSpace: 'normal', lineHeight: 1.35, py: 1 }}>
          <Button
            size="small"
            variant="text"
            onClick={() => setFilter('ProductId', String(row.ProductId))}
            sx={{ p: 0, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start', textTransform: 'none', fontWeight: 650 }}
            title="Show only this product's reviews"
          >
            {row.ProductName}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p">
            {indiaDayText(row.UpdatedAt)}
          </Typography>
        </Box>
      ),
    };
    const decide: GridColDef<AdminReview> = {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => <Decide review={row} busy={moderate.isPending} onApprove={() => approve(row)} onReject={() => setRejecting(row)} />,
    };
    if (compact) {
      return [
        {
          field: 'Title',
          headerName: 'Review',
          flex: 1,
          minWidth: 0,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ minWidth: 0, py: 1, whiteSpace: 'normal' }} data-testid="admin-review">
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {row.ProductName}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {row.AuthorName} · {row.PhoneNumber} · {indiaDayText(row.UpdatedAt)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Rating value={row.Rating} readOnly size="small" aria-label={`${row.Rating} out of 5 stars`} />
                <Chip size="small" label={row.Status} color={STATUS_COLOR[row.Status]} variant="outlined" />
              </Box>
              <ReviewText review={row} />
              <Decide review={row} busy={moderate.isPending} onApprove={() => approve(row)} onReject={() => setRejecting(row)} />
            </Box>
          ),
        },
      ];
    }
    return [
      product,
      {
        field: 'AuthorName',
        headerName: 'Shopper',
        minWidth: 140,
        flex: 0.6,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.35, py: 1 }} data-testid="admin-review">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.AuthorName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {row.PhoneNumber}
            </Typography>
            {row.VerifiedPurchase && (
              <Typography variant="caption" color="success.main" component="p">
                Verified purchase
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'Rating',
        headerName: 'Stars',
        width: 130,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1.25 }}>
            <Rating value={row.Rating} readOnly size="small" aria-label={`${row.Rating} out of 5 stars`} />
          </Box>
        ),
      },
      { field: 'Text', headerName: 'Review', minWidth: 260, flex: 2, sortable: false, renderCell: ({ row }) => <ReviewText review={row} /> },
      {
        field: 'Status',
        headerName: 'Status',
        width: 110,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1 }}>
            <Chip size="small" label={row.Status} color={STATUS_COLOR[row.Status]} variant="outlined" />
          </Box>
        ),
      },
      decide,
    ];
    // setFilter and approve read only what they are given and the stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compact, moderate.isPending]);

  return (
    <AdminPage
      title="Reviews"
      actions={
        <>
          <ListFilter
            label="Status"
            value={status}
            options={sameLabels([...REVIEW_STATUSES, 'All'])}
            onChange={(v) => setFilter('Status', v)}
            minWidth={150}
            testId="review-status-filter"
          />
          <TextField
            select
            size="small"
            label="Stars"
            value={rating ?? ''}
            onChange={(e) => setFilter('Rating', e.target.value === '' ? null : String(e.target.value))}
            sx={{ minWidth: 120 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Any</MenuItem>
            {[5, 4, 3, 2, 1].map((n) => (
              <MenuItem key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </MenuItem>
            ))}
          </TextField>
          {productId && (
            <Chip
              label={`Product: ${productName ?? `#${productId}`}`}
              onDelete={() => setFilter('ProductId', null)}
              data-testid="review-product-filter"
              sx={{ maxWidth: 260 }}
            />
          )}
        </>
      }
    >
      <PagedGrid<AdminReview>
        paging={paging}
        rows={reviews.data?.Items}
        total={reviews.data?.TotalCount}
        getRowId={(r) => r.Id}
        columns={columns}
        loading={reviews.isFetching}
        getRowHeight={() => 'auto'}
        localeText={{
          noRowsLabel: reviews.isError ? 'The reviews could not be loaded' : status === 'Pending' ? 'No reviews wait for a decision' : 'No reviews found',
        }}
        sx={{ '& .MuiDataGrid-cell': { alignItems: 'flex-start' } }}
      />
      {rejecting && <RejectDialog review={rejecting} onClose={() => setRejecting(null)} />}
    </AdminPage>
  );
}

function RejectDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = moderateReviewBody.safeParse({ Status: 'Rejected', Reason: reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    moderate.mutate(
      { reviewId: review.Id, Status: 'Rejected', Reason: parsed.data.Reason },
      {
        onSuccess: (a) => {
          toast(a.Message, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={moderate.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="reject-review-title">
      <DialogTitle id="reject-review-title">Reject the review</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          &ldquo;{review.Title}&rdquo; by {review.AuthorName}, on {review.ProductName}. The shopper is told the reason by SMS and sees it in My reviews.
        </Typography>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? `${reason.length} / ${REVIEW_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
        />
      </DialogContent>
      <DialogButtons label="Reject review" busy={moderate.isPending} color="error" onClick={submit} onCancel={onClose} />
    </Dialog>
  );
}
