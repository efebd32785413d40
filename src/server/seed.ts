// First start: the bootstrap SuperAdmin (docs/configuration.md) and, on an empty database, the demo catalogue.
import { count, eq } from 'drizzle-orm';
import type { AppContext } from './context';
import { categories, products, users } from './db/schema';
import { SHOP_CATEGORIES } from '@shared/constants';
import { hashSecret } from './lib/passwords';
import { slugOf } from '@shared/slug';

/** What each category page says under its heading. */
const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  Headphones:
    'Over-ear and on-ear headphones, wireless and wired: noise cancelling for the commute, studio monitors for the mix, and safe volume for children.',
  Earbuds: 'True wireless and neckband earbuds for calls, workouts and gaming, with the battery life and water resistance to match.',
  Speakers: 'Portable Bluetooth, party, bookshelf, floorstanding and smart speakers, from a pocket speaker to a living-room pair.',
  Soundbars: 'Soundbars for the TV, from a compact 2.0 bar to Dolby Atmos systems with a wireless subwoofer.',
  Amplifiers: 'Stereo, power and karaoke amplifiers, headphone amplifiers and DACs, and turntables with their own preamp.',
  Microphones: 'USB, condenser and dynamic microphones for podcasts, vocals, broadcast and video.',
  'Cables & Accessories': 'Audio, optical, HDMI, XLR and speaker cables, stands and arms: what connects and holds the rest.',
};

export async function seedDatabase(ctx: AppContext, opts: { demo: boolean }): Promise<void> {
  const admin = ctx.config.admin;
  if (admin) await ensureAdmin(ctx, { phone: admin.phone, password: admin.password, firstName: 'Shop', lastName: 'Owner', roles: 'SuperAdmin|Admin' });
  // Every shop, demo or not, needs its categories before an admin can add a product.
  await ctx.db
    .insert(categories)
    .values(SHOP_CATEGORIES.map((name) => ({ name, slug: slugOf(name), description: CATEGORY_DESCRIPTIONS[name] ?? '' })))
    .onConflictDoNothing();
  if (opts.demo) {
    const [{ n }] = await ctx.db.select({ n: count() }).from(products);
    // The demo catalogue's artwork code loads only when a new database is seeded.
    if (n === 0) await (await import('../demo/seed-demo')).seedDemoCatalogue(ctx);
  }
}

/** Creates an admin user, or gives an existing user of that phone the admin roles. Keeps an existing password. */
export async function ensureAdmin(
  ctx: AppContext,
  a: { phone: string; password: string; firstName: string; lastName: string; roles: 'SuperAdmin|Admin' | 'Admin'; email?: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await ctx.db.select().from(users).where(eq(users.phone, a.phone)).limit(1);
  if (!existing) {
    await ctx.db
      .insert(users)
      .values({
        phone: a.phone,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email ?? null,
        roles: a.roles,
        passwordHash: await hashSecret(a.password),
      })
      .onConflictDoNothing();
    return 'created';
  }
  const wanted = new Set([...existing.roles.split('|'), ...a.roles.split('|')]);
  const roles = ['SuperAdmin', 'Admin', 'User'].filter((r) => wanted.has(r)).join('|');
  if (roles === existing.roles) return 'unchanged';
  await ctx.db.update(users).set({ roles, updatedAt: ctx.now() }).where(eq(users.id, existing.id));
  return 'updated';
}
