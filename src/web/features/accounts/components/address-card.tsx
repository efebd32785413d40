import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Address } from '@shared/schemas/accounts';

export function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const a = address;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Address ${a.AddressTitle}`}
      sx={{ p: 2.25, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid="address-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip icon={<PlaceOutlined />} label={a.AddressTitle} size="small" color="secondary" variant="outlined" sx={{ fontWeight: 600, maxWidth: '60%' }} />
        <Box sx={{ ml: 'auto', display: 'flex' }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit address ${a.AddressTitle}`} onClick={onEdit} size="small">
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete address ${a.AddressTitle}`} onClick={onDelete} size="small" sx={{ color: 'error.main' }}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650 }}>
        {a.FirstName} {a.LastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
        {a.AddressLine1}
        {a.AddressLine2 && (
          <>
            <br />
            {a.AddressLine2}
          </>
        )}
        <br />
        {a.Taluk}, {a.City}
        <br />
        {a.State} - {a.PinCode}
      </Typography>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 'auto', pt: 0.5 }}>
        <PhoneOutlined sx={{ fontSize: 16, color: 'text.secondary' }} /> +91 {a.PhoneNumber}
      </Typography>
    </Paper>
  );
}
