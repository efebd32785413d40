// A shopper's own review as they see it: its status (pending, published, or not published with the
// reason they were told), its stars, title, text and photos, and Edit. Plain CSS: it is drawn on the
// product page as well as in My reviews.
import type { MouseEvent } from 'react';
import type { MyReview } from '@shared/schemas/reviews';
import { imageUrl, imageVariantUrl } from '@shared/images';
import { indiaDayText } from '@shared/india-time';
import { Stars } from '../../../components/rating-stars';
import css from './product-reviews.module.css';

const STATUS_TEXT: Record<MyReview['Status'], string> = {
  Pending: 'Pending: waiting to be checked',
  Approved: 'Published',
  Rejected: 'Not published',
};

export function OwnReview({
  review,
  onEdit,
  onEditHover,
  heading = 'Your review',
}: {
  review: MyReview;
  onEdit: (e: MouseEvent) => void;
  onEditHover?: () => void;
  heading?: string;
}) {
  return (
    <article className={css.ownCard} data-testid="own-review" aria-label={heading}>
      <div className={css.ownHead}>
        <span className={css.ownHeading}>{heading}</span>
        <span className={`${css.status} ${css[`status${review.Status}`]}`} data-testid="own-review-status">
          {STATUS_TEXT[review.Status]}
        </span>
      </div>
      {review.Status === 'Rejected' && review.Reason && (
        <p className={css.reason} data-testid="own-review-reason">
          Why: {review.Reason}
        </p>
      )}
      <div className={css.reviewHead}>
        <Stars value={review.Rating} size={16} />
        <span className="visually-hidden">Rated {review.Rating} out of 5</span>
        <strong className={css.reviewTitle}>{review.Title}</strong>
      </div>
      <p className={css.byline}>
        <time dateTime={review.UpdatedAt}>{indiaDayText(review.UpdatedAt)}</time>
      </p>
      <p className={css.text}>{review.Text}</p>
      {review.Photos.length > 0 && (
        <div className={css.photos}>
          {review.Photos.map((p, i) => (
            <a key={p.Id} href={imageUrl(p) ?? undefined} target="_blank" rel="noopener" className={css.photo} aria-label={`Photo ${i + 1} of your review`}>
              <img src={imageVariantUrl(p, 320) ?? undefined} alt="" loading="lazy" decoding="async" width={72} height={72} className={css.photoImg} />
            </a>
          ))}
        </div>
      )}
      <button type="button" className={css.editButton} onClick={onEdit} onPointerEnter={onEditHover} onFocus={onEditHover}>
        Edit review
      </button>
    </article>
  );
}
