// /admin/specifications: a category's specifications in the order shoppers see them. New
// specification and the edit button open the form in a dialog; delete asks first, since every
// product's value of it goes too (docs/specifications.md).
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Specification } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../lib/toast';
import { AdminPage } from '../../components/admin-page';
import { useCategories } from './api/get-categories';
import { useSpecifications } from './api/get-specifications';
import { useDeleteSpecification } from './api/delete-specification';
import { ConfirmDialog } from './components/confirm-dialog';
import { messageOf } from './components/messages';
import { SPEC_KIND_LABELS, SpecificationDialog } from './components/specification-dialog';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem' } as const;

function SpecificationRow({ spec, onEdit, onDelete }: { spec: Specification; onEdit: () => void; onDelete: () => void }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }} aria-label={spec.Name}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 28, pt: 0.25, textAlign: 'right', flexShrink: 0 }} title="Order">
        {spec.SortOrder}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography variant="subtitle2" component="h2">
            {spec.Name}
          </Typography>
          <Box component="span" sx={{ ...mono, color: 'text.secondary' }}>
            {spec.Key}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
          <Chip size="small" label={SPEC_KIND_LABELS[spec.Kind]} color="primary" variant="outlined" />
          {spec.Unit && <Chip size="small" label={`in ${spec.Unit}`} variant="outlined" />}
          {spec.IsFilter ? (
            <Chip size="small" label="Filter" color="success" variant="outlined" />
          ) : (
            <Chip size="small" label="Not a filter" variant="outlined" />
          )}
        </Box>
        {spec.Options.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
            {spec.Options.join(' · ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${spec.Name}`} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${spec.Name}`} onClick={onDelete}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
}

/** The dialog: closed, a new specification, or the one being edited. */
type Opened = { spec: Specification | null } | null;

export default function SpecificationsPage() {
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  // The first category is chosen once the list has come.
  useEffect(() => {
    if (categoryId === null && categories.data?.length) setCategoryId(categories.data[0].Id);
  }, [categories.data, categoryId]);
  const specs = useSpecifications(categoryId);
  const [opened, setOpened] = useState<Opened>(null);
  const [deleting, setDeleting] = useState<Specification | null>(null);
  const remove = useDeleteSpecification();
  const categoryName = categories.data?.find((c) => c.Id === categoryId)?.Name ?? '';
  const nextOrder = useMemo(() => Math.max(0, ...(specs.data ?? []).map((s) => s.SortOrder + 1)), [specs.data]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.Id);
      toastSuccess(answer.Message);
    } catch (err) {
      toastError(messageOf(err, 'The specification could not be deleted. Please try again.'));
    }
    setDeleting(null);
  };

  return (
    <AdminPage
      title="Specifications"
      maxWidth="md"
      actions={
        <>
          <TextField
            select
            size="small"
            label="Category"
            value={categoryId === null ? '' : String(categoryId)}
            onChange={(e) => setCategoryId(Number(e.target.value))}
            sx={{ minWidth: 220, flex: { xs: 1, sm: 'none' } }}
            disabled={!categories.data}
          >
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.Id} value={String(c.Id)}>
                {c.Name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" startIcon={<Add />} onClick={() => setOpened({ spec: null })} disabled={categoryId === null}>
            New specification
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What shoppers filter and compare products of {categoryName || 'a category'} by, in the order they see them.
      </Typography>
      {specs.isError && <Typography color="error">{messageOf(specs.error, 'The specifications could not be loaded.')}</Typography>}
      {specs.isPending && categoryId !== null ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={84} />
          ))}
        </Box>
      ) : specs.data?.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{categoryName} has no specifications yet.</Typography>
        </Paper>
      ) : (
        <Box component="ul" aria-label={`Specifications of ${categoryName}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {(specs.data ?? []).map((s) => (
            <SpecificationRow key={s.Id} spec={s} onEdit={() => setOpened({ spec: s })} onDelete={() => setDeleting(s)} />
          ))}
        </Box>
      )}
      {opened && categoryId !== null && (
        <SpecificationDialog
          categoryId={categoryId}
          categoryName={categoryName}
          specification={opened.spec}
          nextOrder={nextOrder}
          onClose={() => setOpened(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${deleting?.Name ?? ''}?`}
        text="Every product's value of this specification is deleted with it."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
