// /admin/specifications: a category's specifications in the order shoppers see them. New
// specification and the edit button open the form in a dialog; delete asks first, since every
// product's value of it goes too (docs/specifications.md). The Completeness tab
// (?view=completeness) names, for each specification, the published products without a value of
// it, each a link to its editor.
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Specification } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../lib/toast';
import { AdminPage } from '../../components/admin-page';
import { useCategories } from '../../lib/admin-categories';
import { useSpecifications } from './api/get-specifications';
import { useSpecificationCompleteness } from './api/get-specification-completeness';
import { paths } from '../../lib/paths';
import { useDeleteSpecification } from './api/delete-specification';
import { DeleteDialog as ConfirmDialog } from '../../components/confirm-dialog';
import { messageOf } from '../../components/admin-messages';
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

/** For each specification of the category, how many published products lack a value, and links to them. */
function Completeness({ categoryId, categoryName }: { categoryId: number | null; categoryName: string }) {
  const answer = useSpecificationCompleteness(categoryId, true);
  const category = answer.data?.[0];
  if (answer.isError) return <Typography color="error">{messageOf(answer.error, 'The completeness could not be loaded.')}</Typography>;
  if (!category)
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Box>
    );
  if (category.Specifications.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{categoryName} has no specifications yet.</Typography>
      </Paper>
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Of the {category.Published} published products of {category.CategoryName}, those without a value of each specification: shoppers filtering by it do not
        find them.
      </Typography>
      <Box component="ul" aria-label={`Completeness of ${category.CategoryName}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {category.Specifications.map((s) => (
          <Paper key={s.Id} component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={s.Name}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="h2">
                {s.Name}
              </Typography>
              {s.Missing === 0 ? (
                <Chip size="small" color="success" variant="outlined" label="Every product has a value" />
              ) : (
                <Chip size="small" color="warning" variant="outlined" label={`${s.Missing} of ${category.Published} without a value`} />
              )}
              {!s.IsFilter && <Chip size="small" variant="outlined" label="Not a filter" />}
            </Box>
            {s.Products.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                {s.Products.map((p) => (
                  <li key={p.Id}>
                    <Link component={RouterLink} to={paths.admin.productEdit(p.Id)} variant="body2">
                      {p.Name}
                    </Link>{' '}
                    <Box component="span" sx={{ ...mono, color: 'text.secondary' }}>
                      {p.ProductCode}
                    </Box>
                  </li>
                ))}
                {s.Missing > s.Products.length && (
                  <Typography component="li" variant="body2" color="text.secondary">
                    and {s.Missing - s.Products.length} more
                  </Typography>
                )}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </>
  );
}

/** The dialog: closed, a new specification, or the one being edited. */
type Opened = { spec: Specification | null } | null;

export default function SpecificationsPage() {
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'completeness' ? 'completeness' : 'specifications';
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
      <Tabs
        value={view}
        onChange={(_, v: string) => setParams(v === 'completeness' ? { view: v } : {}, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="specifications" label="Specifications" />
        <Tab value="completeness" label="Completeness" />
      </Tabs>
      {view === 'completeness' ? (
        <Completeness categoryId={categoryId} categoryName={categoryName} />
      ) : (
        <>
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
        </>
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
