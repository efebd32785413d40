// The demo shop's first reviews (docs/reviews.md): a handful of popular products carry a few
// approved reviews, so stars show on day one. Their writers are demo shoppers who placed no order,
// so none of them is marked a verified purchase. Written once per product and shopper (the unique
// index), and each product's rating is computed from them as the reviews service computes it.
import { inArray } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { products, reviews, users } from '../server/db/schema';
import { recomputeRating } from '../server/modules/reviews';
import { DEMO_PRODUCTS } from './catalogue';
import { HOUSE_BRANDS } from './specifications';

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
  { phone: '6000000105', firstName: 'Fatima', lastName: 'Shaikh' },
  { phone: '6000000106', firstName: 'Gurpreet', lastName: 'Singh' },
  { phone: '6000000107', firstName: 'Lakshmi', lastName: 'Rao' },
  { phone: '6000000108', firstName: 'Sourav', lastName: 'Das' },
];

interface DemoReview {
  reviewer: number;
  rating: number;
  title: string;
  text: string;
  daysAgo: number;
}

/** The house products' reviews, written out. */
const HOUSE_REVIEWS: Record<string, DemoReview[]> = {
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

type Said = [rating: number, title: string, text: string];

/** What shoppers say of each category's products: the generated reviews draw from these. */
const SAID: Record<string, Said[]> = {
  Headphones: [
    [5, 'Comfortable for hours', 'I wear them through a full working day of calls and they never pinch.'],
    [4, 'Good sound, tight at first', 'Clear and punchy sound. The headband was tight for a week, then it eased.'],
    [3, 'Fine, nothing special', 'They do the job for the price. The bass is a little boomy for my taste.'],
    [5, 'Worth every rupee', 'Better than the pair I had at twice the price. Folding them into the bag is easy.'],
  ],
  Earbuds: [
    [5, 'Small case, long battery', 'I charge the case once a week. The buds connect as soon as I open it.'],
    [4, 'Good for workouts', 'They stay in during my morning run. Calls are fine unless it is windy.'],
    [3, 'Fit is hit or miss', 'The sound is good but I needed the largest tips to keep them in.'],
    [4, 'Clear calls', 'My colleagues say I sound clear even from the kitchen.'],
  ],
  Speakers: [
    [5, 'Fills the room', 'Much louder than I expected, and the vocals stay clear at high volume.'],
    [4, 'Nice sound, plain looks', 'Sounds lovely for music and cricket commentary. The design is simple.'],
    [5, 'Family favourite', 'Everyone at home uses it: bhajans in the morning, film songs at night.'],
    [3, 'Bass could be deeper', 'Good for the size, but I expected more bass for this price.'],
  ],
  Soundbars: [
    [5, 'Dialogue finally clear', 'We no longer turn the TV up for every quiet scene. Setup took minutes.'],
    [4, 'Big upgrade over the TV', 'Films feel much bigger. The remote could be better laid out.'],
    [4, 'Good for cricket', 'The crowd noise sounds like you are at the ground.'],
    [3, 'Needs tuning', 'Out of the box the bass was too strong; after adjusting it sounds fine.'],
  ],
  Amplifiers: [
    [5, 'Drives my speakers easily', 'Plenty of power for my floorstanders, and it stays cool.'],
    [4, 'Warm and detailed', 'A warm sound with records, clean with the TV. The knobs feel solid.'],
    [4, 'Great value', 'Does everything I need for a small hi-fi at a fair price.'],
    [3, 'Works, a slight hum', 'A faint hum at full volume with nothing playing, otherwise fine.'],
  ],
  Microphones: [
    [5, 'Podcast sounds professional', 'Listeners noticed the difference from the first episode.'],
    [4, 'Clear voice, picks up the fan', 'My voice is crisp, but it hears the ceiling fan too.'],
    [5, 'Solid on stage', 'Dropped it twice at a wedding sangeet and it still works perfectly.'],
    [4, 'Easy to set up', 'Plugged it in and it worked with my laptop and my phone.'],
  ],
  'Cables & Accessories': [
    [5, 'Does what it should', 'Solid plugs, no crackle, and the length is exactly as described.'],
    [4, 'Well made', 'Feels sturdy. A little stiff at first, but it softens with use.'],
    [5, 'Tidy desk at last', 'Holds everything firmly and looks neat on the desk.'],
    [3, 'Okay', 'Works fine, though the finish is plainer than in the pictures.'],
  ],
};

/**
 * The generated products' reviews: every third product of a category from the first has one to
 * four reviews, by different demo shoppers, drawn from what shoppers say of the category.
 */
function lineReviews(): Record<string, DemoReview[]> {
  const out: Record<string, DemoReview[]> = {};
  const placed = new Map<string, number>();
  for (const p of DEMO_PRODUCTS.filter((x) => !(HOUSE_BRANDS as readonly string[]).includes(x.brand))) {
    const n = placed.get(p.category) ?? 0;
    placed.set(p.category, n + 1);
    const said = SAID[p.category];
    if (n % 3 !== 0 || !said) continue;
    const many = 1 + ((n / 3) % 4);
    out[p.code] = Array.from({ length: many }, (_, i) => {
      const [rating, title, text] = said[(n + i) % said.length]!;
      return { reviewer: (n + i * 3) % DEMO_REVIEWERS.length, rating, title, text, daysAgo: 3 + ((n * 5 + i * 11) % 60) };
    });
  }
  return out;
}

/** Every demo review, by product code. */
export const DEMO_REVIEWS: Record<string, DemoReview[]> = { ...HOUSE_REVIEWS, ...lineReviews() };

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
