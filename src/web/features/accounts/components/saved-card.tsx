import { Fragment, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

export interface SavedCardProps {
  /** What the card is called to a screen reader ("Address Home", "GSTIN 29…"). */
  label: string;
  /** What its Edit and Delete buttons name ("address Home"). */
  name: string;
  chip: { icon: ReactElement; label: string; color: 'primary' | 'secondary'; sx?: object };
  /** The name on it, in bold. */
  heading: string;
  /** The postal address, line by line. */
  lines: readonly (string | null | undefined)[];
  footer?: ReactNode;
  testId: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A saved address or business: its chip with Edit and Delete, the name, the postal address. */
export function SavedCard({ label, name, chip, heading, lines, footer, testId, onEdit, onDelete }: SavedCardProps) {
  const shown = lines.filter(Boolean);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={label}
      sx={{ p: 2.25, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip icon={chip.icon} label={chip.label} size="small" color={chip.color} variant="outlined" sx={{ fontWeight: 600, ...chip.sx }} />
        <Box sx={{ ml: 'auto', display: 'flex' }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${name}`} onClick={onEdit} size="small">
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${name}`} onClick={onDelete} size="small" sx={{ color: 'error.main' }}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
        {shown.map((line, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Typography>
      {footer}
    </Paper>
  );
}
