// /admin/brands: every brand with its logo and description, each changed in a dialog. What the
// brand's page (/brand/<slug>) shows under its heading, and the picture of a link to it.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { BrandInfo } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, BRAND_DESCRIPTION_MAX, brandFormSchema } from '@shared/schemas/admin-catalogue';
import { AdminPage } from '../../components/admin-page';
import { toastError, toastSuccess } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { useBrands } from './api/get-brands';
import { useSaveBrand } from './api/save-brand';
import { GridThumb } from '../../components/grid-thumb';
import { messageOf } from '../../components/admin-messages';

export default function BrandsAdminPage() {
  const brands = useBrands();
  const [editing, setEditing] = useState<BrandInfo | null>(null);
  return (
    <AdminPage title="Brands" maxWidth="lg">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A brand's description and logo show on its page. Brands are added from a product's Brand field.
      </Typography>
      {brands.isPending && <Typography role="status">Loading brands…</Typography>}
      {brands.isError && <Typography role="alert">{messageOf(brands.error, 'The brands could not be loaded')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label="Brands">
        {(brands.data ?? []).map((b) => (
          <Paper component="li" variant="outlined" key={b.Id} sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }} data-testid="brand-row">
            <Box sx={{ width: 120, height: 40, flex: 'none' }}>
              {b.Logo ? <GridThumb image={b.Logo} alt={`${b.Name} logo`} width={120} height={40} /> : <Typography variant="caption">No logo</Typography>}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {b.Name}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {b.ProductCount} {b.ProductCount === 1 ? 'product' : 'products'} · <a href={paths.brand(b.Slug)}>{paths.brand(b.Slug)}</a>
                </Typography>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {b.Description || 'No description yet'}
              </Typography>
            </Box>
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(b)} aria-label={`Edit ${b.Name}`}>
              Edit
            </Button>
          </Paper>
        ))}
      </Box>
      {editing && <BrandDialog brand={editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}

function BrandDialog({ brand, onClose }: { brand: BrandInfo; onClose: () => void }) {
  const save = useSaveBrand();
  const [description, setDescription] = useState(brand.Description);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const checked = brandFormSchema.shape.Description.safeParse(description);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  const submit = async () => {
    if (problem) return;
    try {
      await save.mutateAsync({ id: brand.Id, description, logo, removeLogo });
      toastSuccess(ADMIN_MESSAGES.brandSaved);
      onClose();
    } catch (err) {
      toastError(messageOf(err, 'The brand could not be saved'));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="brand-dialog-title">
      <DialogTitle id="brand-dialog-title">{brand.Name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Description"
          multiline
          minRows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={!!problem}
          helperText={problem ?? `Plain text, up to ${BRAND_DESCRIPTION_MAX.toLocaleString('en-IN')} characters`}
        />
        <Box>
          <Typography variant="subtitle2" component="label" htmlFor="brand-logo">
            Logo (JPG or PNG)
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 0.5 }}>
            {brand.Logo && !removeLogo && !logo && <GridThumb image={brand.Logo} alt={`${brand.Name} logo`} width={120} height={40} />}
            <input id="brand-logo" type="file" accept="image/jpeg,image/png" onChange={(e) => setLogo(e.target.files?.[0] ?? null)} />
          </Box>
          {brand.Logo && (
            <FormControlLabel
              control={<Checkbox checked={removeLogo} onChange={(e) => setRemoveLogo(e.target.checked)} disabled={!!logo} />}
              label="Remove the logo"
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || !!problem}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
