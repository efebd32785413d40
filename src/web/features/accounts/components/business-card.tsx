import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { BusinessDetails } from '@shared/schemas/business';

/** A saved business: its GSTIN, legal name and registered address. */
export function BusinessCard({ business: b, onEdit, onDelete }: { business: BusinessDetails; onEdit: () => void; onDelete: () => void }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`GSTIN ${b.Gstin}`}
      sx={{ p: 2.25, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid="business-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip icon={<ReceiptLongOutlined />} label={b.Gstin} size="small" color="primary" variant="outlined" sx={{ fontWeight: 600, letterSpacing: 0.3 }} />
        <Box sx={{ ml: 'auto', display: 'flex' }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit GSTIN ${b.Gstin}`} onClick={onEdit} size="small">
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete GSTIN ${b.Gstin}`} onClick={onDelete} size="small" sx={{ color: 'error.main' }}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650 }}>
        {b.LegalName}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
        {b.AddressLine1}
        {b.AddressLine2 && (
          <>
            <br />
            {b.AddressLine2}
          </>
        )}
        <br />
        {b.City}, {b.State} - {b.PinCode}
      </Typography>
    </Paper>
  );
}
