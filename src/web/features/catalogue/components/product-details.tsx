// The product page's Description, Specifications and Features tabs, below the fold: a chunk of its own, in plain
// CSS like the rest of the product page. The tabs follow the WAI-ARIA tabs pattern: arrow keys,
// Home and End move between them, and only the chosen one is in the tab order. Every tab's panel
// is in the page (the others hidden), so each aria-controls names an element; a product without
// specifications or features has no tab for them.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '@shared/schemas/catalogue';
import { ProductImage } from '../../../components/product-image';
import { RichText } from './rich-text';
import css from './product-details.module.css';

const TABS = [
  { id: 'description', label: 'Description' },
  { id: 'specifications', label: 'Specifications' },
  { id: 'features', label: 'Features' },
] as const;

export default function ProductDetails({ product }: { product: Product }) {
  // A tab only for what the product has: its specifications, its features.
  const tabs = TABS.filter((t) => (t.id === 'features' ? product.Features.length > 0 : t.id === 'specifications' ? product.Specifications.length > 0 : true));
  const [chosen, setTab] = useState(0);
  const tab = Math.min(chosen, tabs.length - 1);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    setTab(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: tab === last ? 0 : tab + 1, ArrowLeft: tab === 0 ? last : tab - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <section className={css.details}>
      <div className={css.tabs} role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            className={css.tab}
            id={`tab-${t.id}`}
            aria-controls={`panel-${t.id}`}
            aria-selected={i === tab}
            tabIndex={i === tab ? 0 : -1}
            onClick={() => setTab(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.id} className={css.panel} role="tabpanel" id={`panel-${t.id}`} aria-labelledby={`tab-${t.id}`} tabIndex={0} hidden={i !== tab}>
          {t.id === 'description' ? (
            <Description product={product} />
          ) : t.id === 'specifications' ? (
            <Specifications product={product} />
          ) : (
            <Features product={product} />
          )}
        </div>
      ))}
    </section>
  );
}

function Description({ product }: { product: Product }) {
  if (product.Descriptions.length === 0) return <p className={css.quiet}>{product.Description}</p>;
  return product.Descriptions.map((d) => (
    <div key={d.Id} className={css.block}>
      {d.Description && <RichText html={d.Description} className={css.rich} />}
      {d.FileName && (
        <div className={css.picture}>
          <ProductImage image={d} alt={`${product.Name} description`} sizes="(max-width: 900px) 100vw, 720px" />
        </div>
      )}
    </div>
  ));
}

/** The category's specifications the product has, in the category's order: each name and its values as read ("40 mm"). */
function Specifications({ product }: { product: Product }) {
  return (
    <table className={css.features} aria-label="Specifications">
      <tbody>
        {product.Specifications.map((s) => (
          <tr key={s.Key}>
            <th scope="row">{s.Name}</th>
            <td>{s.Text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Features({ product }: { product: Product }) {
  return (
    <table className={css.features} aria-label="Features">
      <tbody>
        {product.Features.map((f) => (
          <tr key={f.Id}>
            <th scope="row">{f.ItemType}</th>
            <td>{f.ItemValue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
