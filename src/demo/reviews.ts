// The demo shop's first reviews (docs/reviews.md): a handful of popular products carry a few
// approved reviews, so stars show on day one. Their writers are demo shoppers who placed no order,
// so none of them is marked a verified purchase. Written once per product and shopper (the unique
// index), and each product's rating is computed from them as the reviews service computes it.
import { inArray } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { products, reviews, users } from '../server/db/schema';
import { recomputeRating } from '../server/modules/reviews';

interface DemoReviewer {
  phone: string;
  firstName: string;
  lastName: string;
}

export const DEMO_REVIEWERS: DemoReviewer[] = [
  { phone: '6000000101', firstName: 'Asha', lastName: 'Kulkarni' },
  { phone: '6000000102', firstName: 'Ravi', lastName: 'Iyer' },
  { phone: '6000000103', firstName: 'Meena', lastName: 'Sharma' },
  { phone: '6000000104', firstName: 'Arjun', lastName: 'Nair' },
];

interface DemoReview {
  reviewer: number;
  rating: number;
  title: string;
  text: string;
  daysAgo: number;
}

export const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  'SW-HP-101': [
    {
      reviewer: 0,
      rating: 5,
      title: 'Quiet on the metro',
      text: 'The noise cancelling takes away most of the train noise on my commute. Battery lasts me the whole week.',
      daysAgo: 12,
    },
    {
      reviewer: 1,
      rating: 4,
      title: 'Comfortable, slightly warm',
      text: 'Very comfortable for long calls. The ear cups get a little warm in the afternoon heat.',
      daysAgo: 20,
    },
    { reviewer: 2, rating: 5, title: 'Clear calls', text: 'People on the other side say my voice is clear even on a busy road.', daysAgo: 33 },
  ],
  'SW-EB-201': [
    {
      reviewer: 1,
      rating: 4,
      title: 'Good for the price',
      text: 'Pairs quickly with my phone and the case fits in a pocket. Bass could be a bit deeper.',
      daysAgo: 8,
    },
    {
      reviewer: 3,
      rating: 3,
      title: 'Fit takes time',
      text: 'Sound is fine, but I had to try all three tip sizes before they stayed in while walking.',
      daysAgo: 15,
    },
  ],
  'SW-SP-301': [
    {
      reviewer: 0,
      rating: 5,
      title: 'Loud for its size',
      text: 'Fills our living room easily. Took it to a picnic and the battery lasted all afternoon.',
      daysAgo: 6,
    },
    { reviewer: 2, rating: 4, title: 'Nice little speaker', text: 'Clear vocals for podcasts. I wish the charging port had a cover.', daysAgo: 25 },
    { reviewer: 3, rating: 5, title: 'Gift that was liked', text: 'Bought it for my father; he uses it every morning for bhajans.', daysAgo: 40 },
  ],
  'SW-SP-302': [
    { reviewer: 1, rating: 5, title: 'Survived the monsoon', text: 'Left it on the balcony in the rain by mistake and it still plays perfectly.', daysAgo: 18 },
    {
      reviewer: 3,
      rating: 4,
      title: 'Solid build',
      text: 'Feels sturdy and the strap is handy. Bass is modest, as expected from a small speaker.',
      daysAgo: 29,
    },
  ],
  'SW-SB-401': [
    {
      reviewer: 2,
      rating: 4,
      title: 'Dialogue is much clearer',
      text: 'TV dialogue is far easier to follow now. Setup with HDMI took five minutes.',
      daysAgo: 10,
    },
    {
      reviewer: 0,
      rating: 5,
      title: 'Cricket sounds like the stadium',
      text: 'The subwoofer adds real weight to matches and films without disturbing the neighbours at low volume.',
      daysAgo: 22,
    },
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds the demo reviews (approved) and their products' ratings; adds nothing when they are there already. */
export async function seedDemoReviews(db: Db, now: Date): Promise<number> {
  await db
    .insert(users)
    .values(DEMO_REVIEWERS.map((r) => ({ ...r, roles: 'User' })))
    .onConflictDoNothing();
  const reviewers = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        DEMO_REVIEWERS.map((r) => r.phone),
      ),
    );
  const idOfPhone = new Map(reviewers.map((r) => [r.phone, r.id]));
  const found = await db
    .select({ id: products.id, code: products.productCode })
    .from(products)
    .where(inArray(products.productCode, Object.keys(DEMO_REVIEWS)));
  let added = 0;
  for (const { id: productId, code } of found) {
    const rows = DEMO_REVIEWS[code]!.flatMap((r) => {
      const userId = idOfPhone.get(DEMO_REVIEWERS[r.reviewer]!.phone);
      const at = new Date(now.getTime() - r.daysAgo * DAY_MS);
      return userId
        ? [
            {
              productId,
              userId,
              rating: r.rating,
              title: r.title,
              text: r.text,
              status: 'Approved',
              moderatedAt: at,
              createdAt: at,
              updatedAt: at,
            },
          ]
        : [];
    });
    const inserted = await db.insert(reviews).values(rows).onConflictDoNothing().returning({ id: reviews.id });
    added += inserted.length;
    if (inserted.length) await recomputeRating(db, productId);
  }
  return added;
}
