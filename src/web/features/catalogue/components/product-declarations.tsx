// The product declarations the packaged-commodity rules ask the shop to show (docs/declarations.md):
// a plain definition list, drawn on the server with the rest of the product page, below the buy
// box in a section that opens with one tap (its summary), so that the price, the variants and Add
// to cart stay on the first screen.
import type { ReactNode } from 'react';
import type { ProductDeclarations as Declarations } from '@shared/schemas/declarations';
import { declarantLabel, formatMadeOn, madeOnLabel } from '@shared/declarations';
import css from './product-declarations.module.css';

/** A phone number as a tel: address: its digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

export function ProductDeclarations({ declarations: d }: { declarations: Declarations }) {
  const kind = d.DeclarantKind;
  const rows: [string, ReactNode][] = [];
  if (d.GenericName) rows.push(['Generic name', d.GenericName]);
  if (d.NetQuantity) rows.push(['Net quantity', d.NetQuantity]);
  if (d.CountryOfOrigin) rows.push(['Country of origin', d.CountryOfOrigin]);
  if (d.DeclarantName || d.DeclarantAddress)
    rows.push([
      declarantLabel(kind),
      <>
        {d.DeclarantName}
        {d.DeclarantName && d.DeclarantAddress && <br />}
        {d.DeclarantAddress}
      </>,
    ]);
  if (d.MadeOn) rows.push([madeOnLabel(kind), formatMadeOn(d.MadeOn)]);
  if (d.ConsumerCarePhone || d.ConsumerCareEmail)
    rows.push([
      'Consumer care',
      <>
        {d.ConsumerCarePhone && (
          <a className={css.link} href={telHref(d.ConsumerCarePhone)}>
            {d.ConsumerCarePhone}
          </a>
        )}
        {d.ConsumerCareEmail && (
          <a className={css.link} href={`mailto:${d.ConsumerCareEmail}`}>
            {d.ConsumerCareEmail}
          </a>
        )}
      </>,
    ]);
  // A product saved before the declarations were asked for may have none to show.
  if (!rows.length) return null;

  return (
    <section className={css.declarations} aria-labelledby="product-declarations" data-testid="product-declarations">
      <details className={css.details}>
        <summary className={css.summary}>
          <h2 id="product-declarations" className={css.title}>
            Product declarations
          </h2>
          <span className={css.hint}>Maker, origin, net quantity, consumer care</span>
        </summary>
        <dl className={css.list}>
          {rows.map(([term, value]) => (
            <div key={term} className={css.row}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
