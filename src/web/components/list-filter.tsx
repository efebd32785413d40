// A filter of an admin list: a small select of values, the first of which is usually "All".
import type { SxProps, Theme } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

/** Each value as its own label: ["All", "Open"] offers All and Open. */
export const sameLabels = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

export function ListFilter({
  label,
  value,
  options,
  onChange,
  testId,
  minWidth = 200,
  sx,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The select's data-testid. */
  testId: string;
  minWidth?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={[{ minWidth }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      slotProps={{ select: { 'data-testid': testId } as object }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One end of a date range filter (From or To), as yyyy-mm-dd. */
export function DayFilter({ label, value, onChange, sx }: { label: string; value: string; onChange: (v: string) => void; sx?: SxProps<Theme> }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
