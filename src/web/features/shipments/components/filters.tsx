import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DayFilter as DateFilter } from '../../../components/list-filter';

/** A text filter that tells the list after the admin stops typing, not at every key. */
function CourierFilter({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId: string }) {
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
function DayFilter(props: { label: string; value: string; onChange: (v: string) => void }) {
  return <DateFilter {...props} sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }} />;
}

const ALL = 'all';

/** A choice of one state, or all of them ('' to the list). */
function StateFilter<S extends string>({
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

export interface ShipmentFilters<S extends string> {
  state: S | '';
  courier: string;
  from: string;
  to: string;
}

/** A shipments list's filters, kept together; any change also calls onChange (back to the first page). */
export function useShipmentFilters<S extends string>(state: S | '', onChange: () => void) {
  const [filters, setFilters] = useState<ShipmentFilters<S>>({ state, courier: '', from: '', to: '' });
  const change = useCallback(
    (patch: Partial<ShipmentFilters<S>>) => {
      setFilters((f) => ({ ...f, ...patch }));
      onChange();
    },
    [onChange],
  );
  return [filters, change] as const;
}

/**
 * The bar above a shipments list: its state, the courier, the days from and to (`days` names them,
 * "Booked" or "Paid"), then the list's own buttons on the right.
 */
export function ShipmentFilterBar<S extends string>({
  filters,
  onChange,
  states,
  labels,
  days,
  testIds,
  children,
}: {
  filters: ShipmentFilters<S>;
  onChange: (patch: Partial<ShipmentFilters<S>>) => void;
  states: readonly S[];
  labels: Record<S, string>;
  days: string;
  /** The start of the state and courier filters' test ids ("queue": queue-state-filter). */
  testIds: string;
  children: ReactNode;
}) {
  const onCourier = useCallback((courier: string) => onChange({ courier } as Partial<ShipmentFilters<S>>), [onChange]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <StateFilter value={filters.state} states={states} labels={labels} onChange={(state) => onChange({ state })} testId={`${testIds}-state-filter`} />
      <CourierFilter value={filters.courier} onChange={onCourier} testId={`${testIds}-courier-filter`} />
      <DayFilter label={`${days} from`} value={filters.from} onChange={(from) => onChange({ from })} />
      <DayFilter label={`${days} to`} value={filters.to} onChange={(to) => onChange({ to })} />
      <Box sx={{ flex: 1 }} />
      {children}
    </Box>
  );
}
