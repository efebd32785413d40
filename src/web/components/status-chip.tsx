import Chip, { type ChipProps } from '@mui/material/Chip';

/** How a status looks: its colour, filled or outlined. */
export interface ChipLook {
  color: ChipProps['color'];
  variant: ChipProps['variant'];
}

/** A record's status (an order's, a return's) as a chip of the same width down a list; tests read data-status. */
export function StatusChip({
  label,
  status,
  look,
  size = 'small',
  testId,
}: {
  label: string;
  status: string;
  look: ChipLook;
  size?: ChipProps['size'];
  testId: string;
}) {
  return (
    <Chip
      label={label}
      size={size}
      color={look.color}
      variant={look.variant}
      sx={{ fontWeight: 650, minWidth: 84 }}
      data-testid={testId}
      data-status={status}
    />
  );
}
