// The address book's "GST invoices" part: the businesses (GSTINs) a shopper keeps, one of which
// they may choose at checkout to have the tax invoice in its name.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { BUSINESS_MESSAGES, MAX_BUSINESS_DETAILS, type BusinessDetails } from '@shared/schemas/business';
import { MESSAGES } from '@shared/schemas/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { useBusinessDetails } from '../../../lib/shopper-queries';
import { useDeleteBusinessDetails } from '../api/business-details';
import { BusinessCard } from './business-card';
import { BusinessFormDialog } from './business-form-dialog';

export function BusinessSection() {
  const businesses = useBusinessDetails();
  const remove = useDeleteBusinessDetails();
  const [editing, setEditing] = useState<{ business: BusinessDetails | null } | null>(null);
  const [deleting, setDeleting] = useState<BusinessDetails | null>(null);
  const list = businesses.data ?? [];
  const full = list.length >= MAX_BUSINESS_DETAILS;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toastSuccess((await remove.mutateAsync(deleting.Id)).Message);
    } catch {
      // The api client has already shown the server's Message as a toast.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="business-title" sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2" id="business-title" sx={{ fontSize: { xs: 21, md: 24 } }}>
            GST invoices for your business
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Choose one of these at checkout (Use a GST invoice) to have the tax invoice in your business&apos;s name, with its GSTIN, to claim input tax credit.
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<AddBusinessOutlined />} onClick={() => setEditing({ business: null })} disabled={!businesses.data || full}>
          Add GSTIN
        </Button>
      </Box>
      {full && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {BUSINESS_MESSAGES.limit}
        </Typography>
      )}
      {businesses.isPending ? (
        <Skeleton variant="rounded" height={150} />
      ) : businesses.isError ? (
        <Alert severity="error">{MESSAGES.somethingWrong}</Alert>
      ) : list.length === 0 ? (
        <Alert severity="info" variant="outlined">
          No GSTIN saved. Buying for a business? Add its GSTIN here or at checkout.
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {list.map((b) => (
            <BusinessCard key={b.Id} business={b} onEdit={() => setEditing({ business: b })} onDelete={() => setDeleting(b)} />
          ))}
        </Box>
      )}

      <BusinessFormDialog
        open={editing !== null}
        business={editing?.business ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) toastSuccess(saved.message);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        idPrefix="delete-business"
        title="Delete this GSTIN?"
        text={deleting && `${deleting.Gstin}: ${deleting.LegalName}. Invoices already issued keep it.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
