import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DayFilter as DateFilter } from '../../../components/list-filter';

/** A text filter that tells the list after the admin stops typing, not at every key. */
export function CourierFilter({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId: string }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      label="Courier"
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: 'none' } }}
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 100 } }}
    />
  );
}

/** One end of a date range filter (From or To), half a row on a phone. */
export function DayFilter(props: { label: string; value: string; onChange: (v: string) => void }) {
  return <DateFilter {...props} sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }} />;
}

const ALL = 'all';

/** A choice of one state, or all of them ('' to the list). */
export function StateFilter<S extends string>({
  value,
  states,
  labels,
  onChange,
  testId,
}: {
  value: S | '';
  states: readonly S[];
  labels: Record<S, string>;
  onChange: (v: S | '') => void;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label="State"
      value={value || ALL}
      onChange={(e) => onChange(e.target.value === ALL ? '' : (e.target.value as S))}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: 'none' } }}
      slotProps={{ select: { 'data-testid': testId } as object }}
    >
      <MenuItem value={ALL}>All</MenuItem>
      {states.map((s) => (
        <MenuItem key={s} value={s}>
          {labels[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
