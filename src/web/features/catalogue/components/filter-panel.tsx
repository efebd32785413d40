// The filters of a list of products (category, brand and search pages), in plain CSS so that the
// desktop's left column is drawn with the page and costs a phone nothing (decision 009). Each
// facet of the answer is a group: values as checkboxes with their counts (a value that would give
// nothing is shown, disabled, after the others as the answer orders them; a long list shows its
// first values and "Show N more"), the price and number specifications as a range (MUI's Slider,
// loaded when the shopper first reaches for the panel: `sliders`) with their ready-made ranges as
// links (the answer's, each category's own), the price also as two typed prices, the discount as
// radio choices, "In stock only" as a switch, a yes/no specification as a checkbox.
import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { RATING_BANDS, numberRange, ratingLabel, readFilter, readRange, type CatalogueFilter, type Range } from '@shared/catalogue-filters';
import type { Facet } from '@shared/schemas/catalogue';
import {
  DISCOUNT_CHOICES,
  discountLabel,
  toggled,
  switchedCategory,
  withDiscount,
  withInStock,
  withPrice,
  withRating,
  withSpecRange,
  type BrowseAt,
} from '../browse-address';
import { formatRupees } from '@shared/money';
import css from './filter-panel.module.css';
import type { RangeProps } from './range-slider';

const RangeSlider = lazy(() => import('./range-slider'));

/** A list longer than this shows its first SHORT_LIST values and "Show N more". */
const LONG_LIST = 7;
const SHORT_LIST = 6;

export interface FilterPanelProps {
  at: BrowseAt;
  filter: CatalogueFilter;
  facets: readonly Facet[];
  /** A choice made: the filter it gives. */
  onChange: (next: CatalogueFilter) => void;
  /** The page's address for a filter (the price bands are links that work without JavaScript). */
  hrefOf: (next: CatalogueFilter) => string;
  /** Draw the ranges with MUI's Slider (its code loaded); until then they are drawn as plain CSS. */
  sliders: boolean;
}

/** Whether a value of a list facet is chosen in the filter (the answer's Selected may be older than a pending choice). */
function isChosen(filter: CatalogueFilter, key: string, value: string): boolean {
  if (key === 'Brand') return filter.brands.includes(value);
  if (key === 'Category') return filter.categories.includes(value);
  if (key.startsWith('Spec.')) return (filter.specs[key.slice('Spec.'.length)] ?? []).includes(value);
  return false;
}

/** The panel's groups in the answer's order; the page's own category or brand is not a choice there. */
export function FilterPanel(props: FilterPanelProps) {
  const { at, facets } = props;
  const shown = facets.filter((f) => !(f.Key === 'Category' && at.kind === 'category') && !(f.Key === 'Brand' && at.kind === 'brand'));
  return (
    <div className={css.panel}>
      {shown.map((facet) => (
        <FacetGroup key={facet.Key} facet={facet} {...props} />
      ))}
    </div>
  );
}

function FacetGroup(props: FilterPanelProps & { facet: Facet }) {
  const { facet } = props;
  if (facet.Key === 'Price') return <PriceGroup {...props} />;
  if (facet.Key === 'Discount') return <DiscountGroup {...props} />;
  if (facet.Key === 'InStock') return <InStockGroup {...props} />;
  if (facet.Key === 'Rating') return <RatingGroup {...props} />;
  if (facet.Kind === 'number') return <NumberGroup {...props} />;
  if (facet.Kind === 'yesno') return <YesNoGroup {...props} />;
  return <ListGroup {...props} />;
}

function Group({ name, children }: { name: string; children: ReactNode }) {
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{name}</legend>
      {children}
    </fieldset>
  );
}

const countText = (n: number) => `(${n})`;

function ListGroup({ facet, filter, onChange }: FilterPanelProps & { facet: Facet }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const values = facet.Values ?? [];
  if (values.length === 0) return null;
  const long = values.length > LONG_LIST;
  // Past the short list, values are drawn but hidden by CSS (all of them shown without JavaScript); a chosen one always shows.
  const more = (i: number, value: string) => long && i >= SHORT_LIST && !isChosen(filter, facet.Key, value);
  const hidden = values.filter((v, i) => more(i, v.Value)).length;
  return (
    <Group name={facet.Name}>
      <ul className={css.options} id={listId} data-collapsed={long && !all ? '' : undefined}>
        {values.map((v, i) => {
          const chosen = isChosen(filter, facet.Key, v.Value);
          return (
            <li key={v.Value} data-more={more(i, v.Value) ? '' : undefined}>
              <label className={css.option} data-disabled={v.Count === 0 && !chosen ? '' : undefined}>
                <input
                  type="checkbox"
                  className={css.box}
                  checked={chosen}
                  disabled={v.Count === 0 && !chosen}
                  onChange={() =>
                    onChange(
                      // Specifications need one category: another one is gone to alone, with those that apply there.
                      facet.Key === 'Category' && !chosen && Object.keys(filter.specs).length > 0
                        ? switchedCategory(filter, v.Value, v.Drops ?? [])
                        : toggled(filter, facet.Key, v.Value),
                    )
                  }
                />
                <span className={css.label}>{v.Label}</span> <span className={css.count}>{countText(v.Count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <button type="button" className={css.more} onClick={() => setAll((a) => !a)} aria-expanded={all} aria-controls={listId}>
          {all ? 'Show fewer' : `Show ${hidden} more`}
        </button>
      )}
    </Group>
  );
}

function YesNoGroup({ facet, filter, onChange }: FilterPanelProps & { facet: Facet }) {
  const yes = facet.Values?.find((v) => v.Value === 'yes');
  const chosen = isChosen(filter, facet.Key, 'yes');
  // No product of the category says yes: nothing to offer.
  if (!yes && !chosen) return null;
  const count = yes?.Count ?? 0;
  return (
    <Group name={facet.Name}>
      <label className={css.option} data-disabled={count === 0 && !chosen ? '' : undefined}>
        <input
          type="checkbox"
          className={css.box}
          checked={chosen}
          disabled={count === 0 && !chosen}
          onChange={() => onChange(toggled(filter, facet.Key, 'yes'))}
        />
        <span className={css.label}>{yes?.Label ?? 'Yes'}</span> <span className={css.count}>{countText(count)}</span>
      </label>
    </Group>
  );
}

function DiscountGroup({ facet, filter, onChange }: FilterPanelProps & { facet: Facet }) {
  const valueOf = (percent: number) => facet.Values?.find((v) => Number(v.Value) === percent);
  const choices: Choice[] = [
    { value: null, label: 'Any discount' },
    ...DISCOUNT_CHOICES.map((p) => ({ value: p, label: valueOf(p)?.Label ?? discountLabel(p), count: valueOf(p)?.Count })),
  ];
  return <ChoiceGroup facet={facet} choices={choices} chosen={filter.discount} onChoose={(v) => onChange(withDiscount(filter, v))} />;
}

function RatingGroup({ facet, filter, onChange }: FilterPanelProps & { facet: Facet }) {
  const valueOf = (stars: number) => facet.Values?.find((v) => Number(v.Value) === stars);
  // Before any product has a review, the group would offer only empty choices.
  if (!filter.rating && RATING_BANDS.every((s) => (valueOf(s)?.Count ?? 0) === 0)) return null;
  const choices: Choice[] = [
    { value: null, label: 'Any rating' },
    ...RATING_BANDS.map((s) => ({ value: s, label: valueOf(s)?.Label ?? ratingLabel(s), count: valueOf(s)?.Count })),
  ];
  return <ChoiceGroup facet={facet} choices={choices} chosen={filter.rating} onChoose={(v) => onChange(withRating(filter, v))} />;
}

interface Choice {
  value: number | null;
  label: string;
  count?: number;
}

/** One of a few choices (radio buttons), the first "any"; a choice that would give nothing is disabled. */
function ChoiceGroup({
  facet,
  choices,
  chosen,
  onChoose,
}: {
  facet: Facet;
  choices: Choice[];
  chosen: number | null;
  onChoose: (value: number | null) => void;
}) {
  // One radio group per panel: the page's panel and the phone's sheet are in one document at once.
  const group = useId();
  return (
    <Group name={facet.Name}>
      <ul className={css.options}>
        {choices.map((c) => {
          const disabled = c.count === 0 && chosen !== c.value;
          return (
            <li key={String(c.value)}>
              <label className={css.option} data-disabled={disabled ? '' : undefined}>
                <input
                  type="radio"
                  className={css.box}
                  name={`${group}-${facet.Key}`}
                  checked={chosen === c.value}
                  disabled={disabled}
                  onChange={() => onChoose(c.value)}
                />
                <span className={css.label}>{c.label}</span>
                {c.count !== undefined && <span className={css.count}> {countText(c.count)}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}

function InStockGroup({ facet, filter, onChange }: FilterPanelProps & { facet: Facet }) {
  const count = (facet.Values?.find((v) => v.Value === 'true') ?? facet.Values?.[0])?.Count;
  return (
    <Group name={facet.Name}>
      <label className={css.switchRow}>
        <span className={css.label}>In stock only{count !== undefined && <span className={css.count}> {countText(count)}</span>}</span>
        <input type="checkbox" role="switch" className={css.switch} checked={filter.inStock} onChange={() => onChange(withInStock(filter, !filter.inStock))} />
      </label>
    </Group>
  );
}

/** A number facet's slider bounds: round ends around its lowest and highest value (the answer's), else those values. */
function sliderOf(facet: Facet): { min: number; max: number; step: number } | null {
  const min = facet.SliderMin ?? facet.Min ?? null;
  const max = facet.SliderMax ?? facet.Max ?? null;
  if (min === null || max === null) return null;
  return { min, max, step: facet.SliderStep ?? 1 };
}

/** A chosen range within the slider's bounds, as the slider shows it. */
function shownRange(facet: Facet, chosen: Range | null): [number, number] | null {
  const bounds = sliderOf(facet);
  if (!bounds) return null;
  const { min, max } = bounds;
  const lo = Math.min(Math.max(chosen?.min ?? facet.SelectedMin ?? min, min), max);
  const hi = Math.max(Math.min(chosen?.max ?? facet.SelectedMax ?? max, max), lo);
  return [lo, hi];
}

/** The range chosen on a slider, with an end at the slider's bound left open. */
const rangeFrom = (facet: Facet, [lo, hi]: [number, number]): Range => {
  const bounds = sliderOf(facet);
  return { min: lo <= (bounds?.min ?? lo) ? null : lo, max: hi >= (bounds?.max ?? hi) ? null : hi };
};

/**
 * A number's ready-made ranges (the answer's Values, "30-39", "40-") as links with their counts:
 * choosing one sets the range the slider would; a range that would give nothing is shown, not offered.
 */
function Bands({
  facet,
  chosen,
  withRange,
  hrefOf,
  onChange,
}: { facet: Facet; chosen: Range | null; withRange: (r: Range) => CatalogueFilter } & Pick<FilterPanelProps, 'hrefOf' | 'onChange'>) {
  const bands = (facet.Values ?? []).flatMap((v) => {
    const r = readRange(v.Value);
    return r ? [{ ...r, label: v.Label, count: v.Count }] : [];
  });
  if (bands.length === 0) return null;
  return (
    <ul className={css.bands} aria-label={`${facet.Name} ranges`}>
      {bands.map((b) => {
        const current = chosen !== null && chosen.min === b.min && chosen.max === b.max;
        const next = withRange(current ? { min: null, max: null } : { min: b.min, max: b.max });
        if (b.count === 0 && !current)
          return (
            <li key={`${b.min}-${b.max}`}>
              <span className={css.band} data-disabled="">
                {b.label} {countText(0)}
              </span>
            </li>
          );
        return (
          <li key={`${b.min}-${b.max}`}>
            <a
              href={hrefOf(next)}
              className={css.band}
              aria-current={current ? 'true' : undefined}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                onChange(next);
              }}
            >
              {b.label} {countText(b.count)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function PriceGroup({ facet, filter, onChange, hrefOf, sliders }: FilterPanelProps & { facet: Facet }) {
  const chosen = filter.price.min !== null || filter.price.max !== null ? filter.price : null;
  const value = shownRange(facet, chosen);
  const bounds = sliderOf(facet);
  return (
    <Group name={facet.Name}>
      {value && value[1] <= value[0] && <OneValue text={formatRupees(value[0])} />}
      {value && bounds && value[1] > value[0] && (
        <Range
          name={facet.Name}
          value={value}
          {...bounds}
          format={formatRupees}
          sliders={sliders}
          onCommit={(v) => {
            const r = rangeFrom(facet, v);
            onChange(withPrice(filter, { min: r.min === null ? null : Math.floor(r.min), max: r.max === null ? null : Math.ceil(r.max) }));
          }}
        />
      )}
      <Bands facet={facet} chosen={chosen} withRange={(r) => withPrice(filter, r)} hrefOf={hrefOf} onChange={onChange} />
      <TypedPrices filter={filter} hrefOf={hrefOf} onChange={onChange} />
    </Group>
  );
}

/** The address's refusal of typed prices, said of the boxes. */
const typedPriceError = (error: string) =>
  error === 'PriceMin is above PriceMax'
    ? 'The lowest price is above the highest'
    : error.startsWith('PriceMin')
      ? 'Type the lowest price in whole rupees, such as 1500'
      : 'Type the highest price in whole rupees, such as 5000';

/**
 * The lowest and highest price typed: applied on Enter, on Go and when the boxes are left, checked as the
 * shop reads an address (a sentence under the boxes when they cannot be). Without JavaScript the
 * boxes are a form that asks for the page's address with them.
 */
function TypedPrices({ filter, hrefOf, onChange }: Pick<FilterPanelProps, 'filter' | 'hrefOf' | 'onChange'>) {
  const id = useId();
  const [min, setMin] = useState(filter.price.min === null ? '' : String(filter.price.min));
  const [max, setMax] = useState(filter.price.max === null ? '' : String(filter.price.max));
  const [error, setError] = useState<string | null>(null);
  // Another choice (a band, the slider, Back) shows its prices in the boxes.
  useEffect(() => {
    setMin(filter.price.min === null ? '' : String(filter.price.min));
    setMax(filter.price.max === null ? '' : String(filter.price.max));
    setError(null);
  }, [filter.price.min, filter.price.max]);
  // The page's address without a price: its path, and its other parameters as hidden fields.
  const rest = hrefOf(withPrice(filter, { min: null, max: null }));
  const [action, query = ''] = rest.split('?');
  const apply = () => {
    const read = readFilter(new URLSearchParams({ PriceMin: min.trim(), PriceMax: max.trim() }));
    if (read.error !== null) {
      setError(typedPriceError(read.error));
      return;
    }
    setError(null);
    const price = read.filter.price;
    if (price.min !== filter.price.min || price.max !== filter.price.max) onChange(withPrice(filter, price));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  return (
    <form
      className={css.typed}
      action={action}
      method="get"
      onSubmit={submit}
      // Leaving both boxes applies them (moving from one to the other, or to Go, does not).
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && apply()}
      aria-label="Price you type"
    >
      {[...new URLSearchParams(query)].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <RupeesBox name="PriceMin" placeholder="Min" label="Lowest price in rupees" errorId={error ? `${id}-error` : undefined} value={min} onChange={setMin} />
      <span aria-hidden className={css.typedTo}>
        to
      </span>
      <RupeesBox name="PriceMax" placeholder="Max" label="Highest price in rupees" errorId={error ? `${id}-error` : undefined} value={max} onChange={setMax} />
      <button type="submit" className={css.typedGo}>
        Go
      </button>
      {error && (
        <p id={`${id}-error`} className={css.typedError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** One end of the typed price: rupees, whole, marked wrong (and pointing at the message) while errorId is given. */
function RupeesBox({
  name,
  placeholder,
  label,
  errorId,
  value,
  onChange,
}: {
  name: string;
  placeholder: string;
  label: string;
  errorId: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={css.typedBox}>
      <span className={css.typedLabel}>₹</span>
      <input
        name={name}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={css.typedInput}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

function NumberGroup({ facet, filter, onChange, hrefOf, sliders }: FilterPanelProps & { facet: Facet }) {
  const spec = facet.Key.slice('Spec.'.length);
  const chosen = numberRange(filter.specs[spec] ?? []);
  const value = shownRange(facet, chosen);
  const bounds = sliderOf(facet);
  if (!value || !bounds) return null;
  const unit = facet.Unit;
  const format = (n: number) => (unit ? `${n} ${unit}` : String(n));
  const bands = <Bands facet={facet} chosen={chosen} withRange={(r) => withSpecRange(filter, facet.Key, r)} hrefOf={hrefOf} onChange={onChange} />;
  // Nothing to choose between when every product has the same value: the value is said, in the
  // room the range takes, so that the groups below stay where they are.
  if (facet.Max === facet.Min)
    return (
      <Group name={unit ? `${facet.Name} (${unit})` : facet.Name}>
        <OneValue text={format(facet.Min ?? value[0])} />
        {bands}
      </Group>
    );
  return (
    <Group name={unit ? `${facet.Name} (${unit})` : facet.Name}>
      <Range
        name={facet.Name}
        value={value}
        {...bounds}
        format={format}
        sliders={sliders}
        onCommit={(v) => onChange(withSpecRange(filter, facet.Key, rangeFrom(facet, v)))}
      />
      {bands}
    </Group>
  );
}

/** What a range shows when every product of the list has one value: that value, over an empty rail, as tall as a range. */
function OneValue({ text }: { text: string }) {
  return (
    <div className={css.range}>
      <p className={css.rangeText}>{text}</p>
      <div className={css.slider} aria-hidden>
        <div className={css.track}>
          <span className={css.rail} />
        </div>
      </div>
    </div>
  );
}

/** A range: its two ends as text, and MUI's Slider once its code is wanted (a plain track until then, the same size). */
function Range({ sliders, ...props }: RangeProps & { sliders: boolean }) {
  const { value, min, max, format } = props;
  const pct = (n: number) => (max > min ? ((n - min) / (max - min)) * 100 : 0);
  const track = (
    <div className={css.track} aria-hidden>
      <span className={css.rail} />
      <span className={css.filled} style={{ left: `${pct(value[0])}%`, width: `${pct(value[1]) - pct(value[0])}%` }} />
      <span className={css.thumb} style={{ left: `${pct(value[0])}%` }} />
      <span className={css.thumb} style={{ left: `${pct(value[1])}%` }} />
    </div>
  );
  return (
    <div className={css.range}>
      <p className={css.rangeText}>
        {format(value[0])} – {format(value[1])}
      </p>
      <div className={css.slider}>
        {sliders ? (
          <Suspense fallback={track}>
            <RangeSlider {...props} />
          </Suspense>
        ) : (
          track
        )}
      </div>
    </div>
  );
}
