// The reviews section as the server renders it (what a shopper without JavaScript, a search engine
// and the browser's first paint get): the summary, the histogram's links, the reviews, and photo
// tiles that hold no address until they are on screen.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalogue';
import type { ProductReviewsAnswer } from '@shared/schemas/reviews';
import { productReviewsQuery } from '../api/get-product-reviews';
import { readReviewsView } from '../reviews-address';
import ProductReviews from './product-reviews';

const product = { Id: 7, Name: 'Aura Headphones', Rating: { Average: 4.33, Count: 3 } } as Product;

const answer: ProductReviewsAnswer = {
  Items: [
    {
      Id: 1,
      Rating: 5,
      Title: 'Loud and clear',
      Text: 'Fills the room.',
      AuthorName: 'Asha K.',
      VerifiedPurchase: true,
      // 11:45 pm in India on 31 October.
      CreatedAt: '2026-10-31T18:15:00.000Z',
      HelpfulCount: 2,
      Photos: [{ Id: 9, FilePath: 'api/reviews/1/photos/9', FileName: 'photo.jpg' }],
    },
  ],
  TotalCount: 1,
  Summary: { Average: 4.33, Count: 3, Histogram: [0, 0, 1, 0, 2] },
};

function render(address: string, data: ProductReviewsAnswer | null, of: Product = product) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const search = new URLSearchParams(address.split('?')[1] ?? '');
  if (data) queryClient.setQueryData(productReviewsQuery(of.Id, readReviewsView(search)).queryKey, data);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <ProductReviews product={of} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the product page reviews, rendered on the server', () => {
  it('shows the average, the count and a histogram whose bars link to their stars, keeping the variant', () => {
    const html = render('/product/7?variantId=3', answer);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('>4.3<');
    expect(html).toContain('Based on 3 reviews');
    expect(html).toContain('href="/product/7?variantId=3&amp;rating=5#reviews"');
    expect(html).toContain('href="/product/7?variantId=3&amp;rating=1#reviews"');
    expect(html).not.toContain('aria-current');
  });

  it('marks the chosen bar, whose link shows all reviews again', () => {
    const html = render('/product/7?rating=5', answer);
    const bar = /<a[^>]*data-testid="histogram-5"[^>]*>/.exec(html)![0];
    expect(bar).toContain('aria-current="true"');
    expect(bar).toContain('href="/product/7#reviews"');
    expect(/<a[^>]*data-testid="histogram-4"[^>]*>/.exec(html)![0]).toContain('href="/product/7?rating=4#reviews"');
    expect(html).toContain('Show all reviews');
  });

  it('lists each review with its author, day in India, verified purchase and helpful count', () => {
    const html = render('/product/7', answer);
    expect(html).toContain('Loud and clear');
    expect(html).toContain('Asha K.');
    expect(html).toContain('31 Oct 2026');
    expect(html).toContain('Verified purchase');
    expect(html).toContain('2 people found this helpful');
  });

  it('gives a photo tile no address to fetch until it is on screen, lazy and decoded apart', () => {
    const html = render('/product/7', answer);
    const img = /<img[^>]*>/.exec(html.slice(html.indexOf('data-testid="review-photos"')))![0];
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('src=');
    // The tile links to the full photo.
    expect(html).toContain('href="/api/reviews/1/photos/9/photo.jpg"');
  });

  it('says there are no reviews yet, and asks a guest to sign in to write one', () => {
    const html = render('/product/8', null, { ...product, Id: 8, Rating: { Average: 0, Count: 0 } });
    expect(html).toContain('No reviews yet');
    expect(html).toContain('Sign in to write a review');
    expect(html).not.toContain('Reviews by stars');
  });
});
