import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import { MAX_ADDRESSES, SHOP } from '@shared/constants';
import { MESSAGES } from '@shared/schemas/common';
import type { Address } from '@shared/schemas/accounts';
import { EmptyState } from '../../components/empty-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastSuccess } from '../../lib/toast';
import { useAddresses } from '../../lib/shopper-queries';
import { useDeleteAddress } from './api/delete-address';
import { AddressCard } from './components/address-card';
import { AddressFormDialog } from './components/address-form-dialog';
import { PageMeta } from '../../components/page-meta';
import { BusinessSection } from './components/business-section';

/** /account/addresses: up to 5 delivery addresses, and the businesses (GSTINs) for GST invoices. */
export default function AddressesPage() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const list = addresses.data ?? [];

  const add = () => {
    if (list.length >= MAX_ADDRESSES) return setLimitReached(true);
    setLimitReached(false);
    setEditing({ address: null });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.Id);
      toastSuccess(answer.Message);
      setLimitReached(false);
    } catch {
      // The api client has already shown the server's Message as a toast.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 1, sm: 3 } }}>
      <PageMeta title={`My addresses | ${SHOP.name}`} />
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 3 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }}>
            My addresses
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {addresses.data ? `${list.length} of ${MAX_ADDRESSES} saved. ` : ''}We deliver to the address you choose at checkout.
          </Typography>
        </Box>
        <Button variant="contained" color="secondary" size="large" startIcon={<AddLocationAltOutlined />} onClick={add} disabled={!addresses.data}>
          Add Address
        </Button>
      </Box>

      {limitReached && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setLimitReached(false)}>
          {MESSAGES.maxAddresses}
        </Alert>
      )}

      {addresses.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={190} />
          ))}
        </Box>
      ) : addresses.isError ? (
        <Alert severity="error">{MESSAGES.somethingWrong}</Alert>
      ) : list.length === 0 ? (
        <EmptyState message="No addresses found" />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {list.map((a) => (
            <AddressCard key={a.Id} address={a} onEdit={() => setEditing({ address: a })} onDelete={() => setDeleting(a)} />
          ))}
        </Box>
      )}

      <BusinessSection />

      <AddressFormDialog
        open={editing !== null}
        address={editing?.address ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) toastSuccess(saved);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        idPrefix="delete-address"
        title="Delete this address?"
        text={deleting && `${deleting.AddressTitle}: ${deleting.AddressLine1}, ${deleting.City}, ${deleting.State} - ${deleting.PinCode}`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
