import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface SavedItemPickerProps<T extends { Id: number }> {
  label: string;
  items: readonly T[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  testId: string;
  /** What each choice shows beside its radio. */
  render: (item: T) => ReactNode;
}

/** One radio per saved item (an address, a business), two to a row from a tablet up; the chosen one outlined. */
export function SavedItemPicker<T extends { Id: number }>({ label, items, selectedId, onSelect, testId, render }: SavedItemPickerProps<T>) {
  return (
    <RadioGroup
      aria-label={label}
      value={selectedId !== null ? String(selectedId) : ''}
      onChange={(_, v) => onSelect(Number(v))}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
    >
      {items.map((item) => {
        const selected = item.Id === selectedId;
        return (
          <FormControlLabel
            key={item.Id}
            value={String(item.Id)}
            data-testid={testId}
            control={<Radio sx={{ alignSelf: 'flex-start', mt: -0.5 }} />}
            sx={{
              m: 0,
              p: 1.5,
              pr: 2,
              alignItems: 'flex-start',
              border: 1,
              borderColor: selected ? 'secondary.main' : 'divider',
              bgcolor: selected ? 'rgba(232,102,28,0.05)' : 'background.paper',
              borderRadius: 2,
              transition: 'border-color .15s',
            }}
            label={<Box sx={{ pt: 0.25 }}>{render(item)}</Box>}
          />
        );
      })}
    </RadioGroup>
  );
}
