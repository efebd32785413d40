// The product page's "Ratings and reviews" (docs/reviews.md), in plain CSS like the rest of the page
// and rendered by the server with it: the average, the count, a histogram whose bars are links to
// the reviews with that many stars, the approved reviews (sorted, paged, each with its photos and a
// Helpful button), and what the visitor may do: sign in, write a review, or see their own.
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Product } from '@shared/schemas/catalogue';
import type { PublicReview, RatingSummary } from '@shared/schemas/reviews';
import { REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort } from '@shared/review-sorts';
import { imageUrl, imageVariantUrl } from '@shared/images';
import { indiaDayText } from '@shared/india-time';
import { isAdmin } from '@shared/constants';
import { Stars, ratingText } from '../../../components/rating-stars';
import { useSession } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useProductReviews } from '../api/get-product-reviews';
import { useMarkHelpful } from '../api/mark-helpful';
import { useMyReviews } from '../api/my-reviews';
import { useReviewEligibility } from '../api/eligibility';
import { lastPage, readReviewsView, reviewsHref, REVIEWS_ANCHOR, type ReviewsView } from '../reviews-address';
import { OwnReview } from './own-review';
import css from './product-reviews.module.css';

// The form draws with MUI: a chunk of its own, loaded when a shopper opens it.
const loadForm = () => import('./review-form-dialog');
const ReviewFormDialog = lazy(loadForm);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function ProductReviews({ product }: { product: Product }) {
  const [params] = useSearchParams();
  const view = readReviewsView(params);
  const reviews = useProductReviews(product.Id, view);
  const answer = reviews.data;
  // The product's own figures until the list has come (and if it cannot): the same approved reviews.
  const summary: RatingSummary | null = answer?.Summary ?? null;
  const average = summary?.Average ?? product.Rating.Average;
  const count = summary?.Count ?? product.Rating.Count;

  return (
    <section id={REVIEWS_ANCHOR} className={css.section} aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading" className={css.heading}>
        Ratings and reviews
      </h2>
      {count === 0 ? (
        <div className={css.none}>
          <p className={css.noneText}>No reviews yet. Bought this? Be the first to say what you think.</p>
          <WriteArea product={product} />
        </div>
      ) : (
        <>
          <div className={css.summary}>
            <div className={css.score}>
              <p className={css.average}>
                <span className={css.averageNumber}>{ratingText(average)}</span>
                <span className={css.outOf}>out of 5</span>
              </p>
              <Stars value={average} size={22} />
              <p className={css.count} data-testid="reviews-count">
                {`Based on ${plural(count, 'review', 'reviews')}`}
              </p>
              <WriteArea product={product} />
            </div>
            {summary && <Histogram summary={summary} view={view} params={params} />}
          </div>
          <ReviewList
            productId={product.Id}
            view={view}
            params={params}
            items={answer?.Items ?? null}
            total={answer?.TotalCount ?? 0}
            failed={reviews.isError}
          />
        </>
      )}
    </section>
  );
}

function Histogram({ summary, view, params }: { summary: RatingSummary; view: ReviewsView; params: URLSearchParams }) {
  const most = Math.max(1, ...summary.Histogram);
  return (
    <ol className={css.histogram} aria-label="Reviews by stars">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = summary.Histogram[stars - 1] ?? 0;
        const chosen = view.rating === stars;
        return (
          <li key={stars}>
            <Link
              to={reviewsHref(params, { rating: chosen ? null : stars })}
              className={css.bar}
              aria-current={chosen ? 'true' : undefined}
              title={chosen ? 'Show all reviews' : undefined}
              data-testid={`histogram-${stars}`}
              preventScrollReset
            >
              <span className={css.barLabel}>
                {stars}
                <span aria-hidden="true"> ★</span>
                <span className="visually-hidden"> {stars === 1 ? 'star' : 'stars'}:</span>
              </span>
              <span className={css.barTrack}>
                <span className={css.barFill} style={{ width: `${(n / most) * 100}%` }} />
              </span>
              <span className={css.barCount}>
                {n}
                <span className="visually-hidden">
                  {' '}
                  {n === 1 ? 'review' : 'reviews'}
                  {chosen ? ', shown' : ''}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

function ReviewList({
  productId,
  view,
  params,
  items,
  total,
  failed,
}: {
  productId: number;
  view: ReviewsView;
  params: URLSearchParams;
  items: PublicReview[] | null;
  total: number;
  failed: boolean;
}) {
  const navigate = useNavigate();
  const last = lastPage(total);
  const toTop = () => document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView({ block: 'start' });
  return (
    <div className={css.listPart}>
      <div className={css.toolbar}>
        <p className={css.showing} aria-live="polite">
          {view.rating !== null ? (
            <>
              {plural(total, 'review', 'reviews')} with {plural(view.rating, 'star', 'stars')}{' '}
              <Link to={reviewsHref(params, { rating: null })} className={css.link} preventScrollReset>
                Show all reviews
              </Link>
            </>
          ) : (
            plural(total, 'review', 'reviews')
          )}
        </p>
        <label className={css.sort}>
          Sort by
          <select
            value={view.sort}
            className={css.select}
            onChange={(e) => navigate(reviewsHref(params, { sort: e.target.value as ReviewSort }), { preventScrollReset: true })}
            data-testid="reviews-sort"
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {REVIEW_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && !items ? (
        <p className={css.noneText}>The reviews could not be loaded. Please try again later.</p>
      ) : items && items.length === 0 ? (
        <p className={css.noneText}>
          {view.rating !== null ? (
            `No reviews with ${plural(view.rating, 'star', 'stars')} yet.`
          ) : (
            <>
              No reviews on this page.{' '}
              <Link to={reviewsHref(params, { page: 1 })} className={css.link} preventScrollReset>
                Go to the first page
              </Link>
            </>
          )}
        </p>
      ) : (
        <ul className={css.list}>
          {(items ?? []).map((r) => (
            <ReviewItem key={r.Id} review={r} productId={productId} />
          ))}
        </ul>
      )}
      {last > 1 && (
        <nav className={css.pager} aria-label="Pages of reviews">
          {view.page > 1 ? (
            <Link to={reviewsHref(params, { page: view.page - 1 })} className={css.pageLink} onClick={toTop} preventScrollReset>
              Previous
            </Link>
          ) : (
            <span className={css.pageOff}>Previous</span>
          )}
          <span className={css.pageOf}>
            Page {Math.min(view.page, last)} of {last}
          </span>
          {view.page < last ? (
            <Link to={reviewsHref(params, { page: view.page + 1 })} className={css.pageLink} onClick={toTop} preventScrollReset>
              Next
            </Link>
          ) : (
            <span className={css.pageOff}>Next</span>
          )}
        </nav>
      )}
    </div>
  );
}

function ReviewItem({ review: r, productId }: { review: PublicReview; productId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const helpful = useMarkHelpful();
  const [marked, setMarked] = useState(false);
  const onHelpful = () => {
    if (!session) {
      navigate(paths.signIn, { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    helpful.mutate(
      { reviewId: r.Id, productId },
      {
        onSuccess: (answer) => {
          setMarked(true);
          toast(answer.Message, 'success');
        },
      },
    );
  };
  return (
    <li className={css.review} data-testid="review">
      <article aria-labelledby={`review-${r.Id}`}>
        <div className={css.reviewHead}>
          <Stars value={r.Rating} size={16} />
          <span className="visually-hidden">Rated {r.Rating} out of 5</span>
          <h3 id={`review-${r.Id}`} className={css.reviewTitle}>
            {r.Title}
          </h3>
        </div>
        <p className={css.byline}>
          <span className={css.author}>{r.AuthorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={r.CreatedAt}>{indiaDayText(r.CreatedAt)}</time>
          {r.VerifiedPurchase && (
            <>
              <span aria-hidden="true"> · </span>
              <span className={css.verified}>Verified purchase</span>
            </>
          )}
        </p>
        <p className={css.text}>{r.Text}</p>
        {r.Photos.length > 0 && <ReviewPhotos review={r} />}
        <div className={css.helpfulRow}>
          <span className={css.helpfulCount} data-testid="helpful-count">
            {r.HelpfulCount > 0 ? `${plural(r.HelpfulCount, 'person', 'people')} found this helpful` : ''}
          </span>
          <button
            type="button"
            className={css.helpfulButton}
            onClick={onHelpful}
            disabled={marked || helpful.isPending}
            aria-pressed={marked ? 'true' : undefined}
            aria-label={marked ? `You found "${r.Title}" helpful` : `Helpful: "${r.Title}"`}
          >
            {marked ? 'Marked helpful' : 'Helpful'}
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * A review's photos as small tiles, each opening the full picture. No photo is fetched before its
 * tile is on screen: the address is given to the <img> only then (loading="lazy" alone lets the
 * browser fetch pictures well below the window).
 */
function ReviewPhotos({ review }: { review: PublicReview }) {
  const list = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = list.current;
    if (!el || shown) return;
    if (typeof IntersectionObserver === 'undefined') return setShown(true);
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setShown(true);
        seen.disconnect();
      }
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [shown]);
  return (
    <div className={css.photos} ref={list} data-testid="review-photos">
      {review.Photos.map((p, i) => (
        <a
          key={p.Id}
          href={imageUrl(p) ?? undefined}
          target="_blank"
          rel="noopener"
          className={css.photo}
          aria-label={`Photo ${i + 1} of ${review.AuthorName}'s review`}
        >
          <img
            src={shown ? (imageVariantUrl(p, 320) ?? undefined) : undefined}
            alt=""
            loading="lazy"
            decoding="async"
            width={72}
            height={72}
            className={css.photoImg}
          />
        </a>
      ))}
    </div>
  );
}

/**
 * What the visitor may do: a guest is asked to sign in; a shopper who has reviewed the product sees
 * their review (pending, approved or rejected, with the reason) and may edit it; one who may review
 * gets the button, one who may not the reason. Drawn after hydration (the server renders for guests).
 */
function WriteArea({ product }: { product: Product }) {
  const session = useSession();
  const location = useLocation();
  const shopper = !!session && !isAdmin(session.user.roles);
  const mine = useMyReviews(shopper);
  const own = mine.data?.Items.find((r) => r.ProductId === product.Id) ?? null;
  const eligibility = useReviewEligibility(product.Id, shopper && mine.isSuccess && !own);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  if (session && !shopper) return null;
  if (!session) {
    return (
      <Link
        to={paths.signIn}
        state={{ from: `${location.pathname}${location.search}#${REVIEWS_ANCHOR}` }}
        className={css.writeLink}
        data-testid="review-sign-in"
      >
        Sign in to write a review
      </Link>
    );
  }
  const form = open && (
    <Suspense fallback={null}>
      <ReviewFormDialog
        productId={product.Id}
        productName={product.Name}
        existing={own}
        onClose={() => setOpen(false)}
        onSent={(message) => {
          setSent(message);
          setOpen(false);
        }}
      />
    </Suspense>
  );
  const openForm = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(true);
  };
  if (!own && (!mine.isSuccess || (eligibility.isPending && eligibility.fetchStatus !== 'idle'))) return <span className={css.writeSpace} />;
  const refusal = !own && eligibility.data && !eligibility.data.CanReview ? eligibility.data.Reason : null;
  // One tree whatever is shown, so that the open form stays the same form when the review it sent arrives.
  return (
    <div className={css.own}>
      {sent && (
        <p className={css.sent} role="status">
          {sent}
        </p>
      )}
      {own ? (
        <OwnReview review={own} onEdit={openForm} onEditHover={() => void loadForm()} />
      ) : refusal ? (
        <p className={css.refusal} data-testid="review-refusal">
          {refusal}
        </p>
      ) : (
        <button type="button" className={css.writeButton} onClick={openForm} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          Write a review
        </button>
      )}
      {form}
    </div>
  );
}
