// A range of the filter panel as MUI's Slider: a chunk of its own, loaded when the shopper first
// reaches for the filters (components/filter-panel.tsx), never with the page's first code.
import { useEffect, useState } from 'react';
import Slider from '@mui/material/Slider';
import { ShopTheme } from '../../../components/shop-theme';

/** A range the shopper sets by its two ends. */
export interface RangeProps {
  name: string;
  value: [number, number];
  min: number;
  max: number;
  step: number;
  format: (n: number) => string;
  onCommit: (value: [number, number]) => void;
}

export default function RangeSlider({ name, value, min, max, step, format, onCommit }: RangeProps) {
  const [shown, setShown] = useState<number[]>(value);
  // A new answer (another choice, Back) moves the thumbs to what the list now holds.
  useEffect(() => setShown(value), [value[0], value[1]]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ShopTheme>
      <Slider
        size="small"
        value={shown}
        min={min}
        max={max}
        step={step}
        disableSwap
        getAriaLabel={(i) => (i === 0 ? `${name}, lowest` : `${name}, highest`)}
        getAriaValueText={format}
        valueLabelFormat={format}
        valueLabelDisplay="auto"
        onChange={(_, v) => setShown(v as number[])}
        onChangeCommitted={(_, v) => {
          const [lo, hi] = v as number[];
          if (lo !== value[0] || hi !== value[1]) onCommit([lo!, hi!]);
        }}
      />
    </ShopTheme>
  );
}
