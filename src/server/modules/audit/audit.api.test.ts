// The audit log: every admin change is recorded with who, when, what and the values before and
// after, in the transaction of the change; admins read it with filters; nobody changes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditAnswer, AuditEntry } from '@shared/schemas/audit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, pngBytes, userWithToken } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let other: Awaited<ReturnType<typeof userWithToken>>;
let clock = new Date('2026-11-20T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => clock } });
  admin = await userWithToken(t.ctx, 'Admin');
  other = await userWithToken(t.ctx, 'SuperAdmin');
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Headers = admin.auth) =>
  t.app.inject({ method, url, payload, headers });
async function ok(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function upload(url: string, fields: Record<string, string | number>, headers: Headers = admin.auth) {
  const body = await multipartBody(fields, [{ bytes: await pngBytes() }]);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
async function audit(query = '', headers: Headers = admin.auth): Promise<AuditAnswer> {
  const res = await t.app.inject({ url: `/api/Admin/audit${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** The newest entry of a kind. */
const latest = async (kind: string): Promise<AuditEntry> => (await audit(`?Kind=${kind}`)).Items[0]!;

describe('every admin change is recorded', () => {
  it('products: created, saved (only what changed), refused publishing leaves nothing, deleted', async () => {
    const { product } = await createProduct(t.ctx);
    const code = `AUD-${Date.now().toString(36)}`.toUpperCase();
    const details = {
      ProductCode: code,
      Name: 'Audit Test Headphones',
      Location: 'Vellore WH',
      HSNCode: '85183000',
      TaxRate: 18,
      Description: 'Plain closed-back headphones.',
      CategoryId: product.categoryId,
    };
    const { Id: id } = await ok(await send('POST', '/api/Admin/Product', details));
    let entry = await latest('product');
    expect(entry).toMatchObject({
      Action: 'created',
      Entity: code,
      AdminId: admin.user.id,
      AdminName: `${admin.user.firstName} ${admin.user.lastName}`,
      Before: null,
    });
    expect(entry.After).toMatchObject({ ProductCode: code, Name: 'Audit Test Headphones', TaxRate: 18, Published: false });
    expect(entry.At).toBe(clock.toISOString());

    await ok(await send('POST', '/api/Admin/Product', { ...details, Id: id, Name: 'Audit Test Headphones II', TaxRate: 12 }));
    entry = await latest('product');
    expect(entry).toMatchObject({ Action: 'updated', Entity: code });
    // Only the fields that changed, with their old and new values.
    expect(entry.Before).toEqual({ Name: 'Audit Test Headphones', TaxRate: 18 });
    expect(entry.After).toEqual({ Name: 'Audit Test Headphones II', TaxRate: 12 });

    // A change the shop refuses is not a change: nothing is recorded.
    const before = (await audit()).Total;
    expect((await send('POST', '/api/Admin/Product/publish', { ProductId: id, Status: true })).statusCode).toBe(400);
    expect((await audit()).Total).toBe(before);

    await ok(await t.app.inject({ method: 'DELETE', url: `/api/Admin/Product?id=${id}`, headers: admin.auth }));
    entry = await latest('product');
    expect(entry).toMatchObject({ Action: 'deleted', Entity: code, After: null });
    expect(entry.Before).toMatchObject({ Name: 'Audit Test Headphones II' });
  });

  it('variants, inventory, images, descriptions and features, publishing', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1999, stock: 10 }] });
    const v = variants[0]!;
    const code = product.productCode;

    const created = await ok(
      await send('POST', '/api/Admin/ProductVariant', {
        ProductId: product.id,
        Title: 'Blue',
        MetrixWeight: 1,
        ProductWeight: 0.5,
        Price: 2099,
        Stock: 4,
        IsDefault: false,
      }),
    );
    expect(await latest('variant')).toMatchObject({ Action: 'created', Entity: `${code} / Blue`, After: { Title: 'Blue', Price: 2099, Stock: 4 } });
    await ok(
      await send('PUT', '/api/Admin/ProductVariant', {
        Id: created.Id,
        ProductId: product.id,
        Title: 'Blue',
        MetrixWeight: 1,
        ProductWeight: 0.5,
        Price: 1899,
        Stock: 4,
        IsDefault: false,
      }),
    );
    expect(await latest('variant')).toMatchObject({ Action: 'updated', Before: { Price: 2099 }, After: { Price: 1899 } });

    await ok(await send('PATCH', '/api/Admin/ProductVariant', { Id: v.id, ProductId: product.id, Title: 'Black', Price: 1799, Stock: 25 }));
    const inventory = await latest('inventory');
    expect(inventory).toMatchObject({ Action: 'updated', Entity: `${code} / Black` });
    expect(inventory.Before).toEqual({ Price: 1999, Stock: 10 });
    expect(inventory.After).toEqual({ Price: 1799, Stock: 25 });

    await ok(await t.app.inject({ method: 'DELETE', url: `/api/Admin/ProductVariant?VariantId=${created.Id}`, headers: admin.auth }));
    expect(await latest('variant')).toMatchObject({ Action: 'deleted', Entity: `${code} / Blue`, After: null });

    const [image] = await ok(await upload('/api/Admin/ProductImage/upload', { ProductId: product.id }));
    expect(await latest('image')).toMatchObject({ Action: 'added', Entity: code, After: { Images: [image.FileName] } });
    await ok(await upload('/api/Admin/ProductVariant/Image/upload', { ProductId: product.id, VariantId: v.id }));
    expect((await latest('image')).Summary).toContain(`${code} / Black`);
    await ok(await t.app.inject({ method: 'DELETE', url: `/api/Admin/ProductImage?Id=${image.Id}`, headers: admin.auth }));
    expect(await latest('image')).toMatchObject({ Action: 'deleted', Before: { Image: image.FileName } });

    await ok(await upload('/api/Admin/ProductDescription/upload', { ProductId: product.id, Description: '<p>Warm, detailed sound.</p>' }));
    expect(await latest('description')).toMatchObject({ Action: 'created', After: { Description: '<p>Warm, detailed sound.</p>' } });

    const feature = await ok(await send('POST', '/api/Admin/ProductFeature', { ProductId: product.id, ItemType: 'Driver', ItemValue: '40 mm' }));
    await ok(await send('POST', '/api/Admin/ProductFeature', { ProductId: product.id, Id: feature.Id, ItemType: 'Driver', ItemValue: '50 mm' }));
    expect(await latest('feature')).toMatchObject({ Action: 'updated', Before: { Driver: '40 mm' }, After: { Driver: '50 mm' } });
    await ok(await t.app.inject({ method: 'DELETE', url: `/api/Admin/ProductFeature?Id=${feature.Id}`, headers: admin.auth }));
    expect(await latest('feature')).toMatchObject({ Action: 'deleted', Before: { Driver: '50 mm' } });

    await ok(await send('POST', '/api/Admin/Product/publish', { ProductId: product.id, Status: false }));
    expect(await latest('product')).toMatchObject({ Action: 'unpublished', Entity: code, Before: { Published: true }, After: { Published: false } });
  });

  it('banners and coupons', async () => {
    const added = await ok(await upload('/api/Config/Banner', { Name: 'Diwali sale' }));
    const banner = added.Banners[0];
    expect(await latest('banner')).toMatchObject({ Action: 'created', Entity: String(banner.Id), After: { Name: 'Diwali sale', IsActive: true } });
    await ok(await send('PUT', `/api/Config/Banner/Active/${banner.Id}`, { IsActive: false, SeqId: banner.SeqId }));
    expect(await latest('banner')).toMatchObject({
      Action: 'updated',
      Summary: 'Switched off the banner "Diwali sale"',
      Before: { IsActive: true },
      After: { IsActive: false },
    });
    await ok(await t.app.inject({ method: 'DELETE', url: `/api/Config/Banner/${banner.Id}`, headers: admin.auth }));
    expect(await latest('banner')).toMatchObject({ Action: 'deleted', After: null });

    const form = {
      Code: 'AUDIT10',
      Kind: 'Percent',
      Value: 10,
      MinCartValue: 0,
      StartsAt: clock.toISOString(),
      EndsAt: new Date(clock.getTime() + 30 * DAY).toISOString(),
    };
    const { Coupon: coupon } = await ok(await send('POST', '/api/Admin/coupons', form, other.auth));
    expect(await latest('coupon')).toMatchObject({ Action: 'created', Entity: 'AUDIT10', AdminId: other.user.id });
    await ok(await send('PUT', `/api/Admin/coupons/${coupon.Id}`, { ...form, Value: 15 }));
    expect(await latest('coupon')).toMatchObject({ Action: 'updated', AdminId: admin.user.id, Before: { Value: 10 }, After: { Value: 15 } });
  });

  it('order status, returns and complaints; a shopper cancelling their own order is not an admin change', async () => {
    const shopper = await userWithToken(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 2499, stock: 20 }] });
    const address = await createAddress(t.ctx, shopper.user.id);
    const { orderId } = await placePaidOrder(t.app, shopper.auth, await addToCart(t.app, shopper.auth, product.id, variants[0]!.id, 1), address.id);
    const order = (await t.app.inject({ url: `/api/order/${orderId}`, headers: shopper.auth })).json();
    const move = (body: object, headers = admin.auth) => send('PATCH', `/api/order/${orderId}/status`, { OrderId: orderId, ...body }, headers);

    await ok(await move({ Status: 'Shipped', TrackingId: 'AUD123456', CourierName: 'Delhivery', ShippedDate: clock.toISOString() }));
    const shipped = await latest('order');
    expect(shipped).toMatchObject({ Action: 'status', Entity: order.OrderCode, Summary: `Order ${order.OrderCode}: Ordered to Shipped` });
    expect(shipped.Before).toMatchObject({ Status: 'Ordered', TrackingNumber: null });
    expect(shipped.After).toMatchObject({ Status: 'Shipped', TrackingNumber: 'AUD123456', CourierName: 'Delhivery' });
    await ok(await move({ Status: 'Delivered', DeliveredDate: clock.toISOString() }));

    const asked = await ok(
      await send(
        'POST',
        `/api/order/${orderId}/returns`,
        { Items: [{ OrderItemId: order.Items[0].Id, Quantity: 1 }], Reason: 'Not as described', Comment: 'Wrong colour' },
        shopper.auth,
      ),
    );
    const returnId = asked.ReturnId ?? (await t.app.inject({ url: `/api/order/${orderId}/returns`, headers: shopper.auth })).json()[0].Id;
    await ok(await send('PATCH', `/api/Admin/returns/${returnId}`, { Status: 'Rejected', Note: 'The seal is broken' }));
    expect(await latest('return')).toMatchObject({
      Action: 'status',
      Entity: String(returnId),
      Before: { Status: 'Requested', RejectionReason: null },
      After: { Status: 'Rejected', RejectionReason: 'The seal is broken' },
    });

    await ok(await send('POST', '/api/complaints', { Subject: 'Late refund', Description: 'Still waiting' }, shopper.auth));
    const [complaint] = (await t.app.inject({ url: '/api/Admin/complaints', headers: admin.auth })).json().Items;
    await ok(await send('POST', `/api/Admin/complaints/${complaint.Id}/reply`, { Body: 'We are on it', Resolve: true }));
    expect(await latest('complaint')).toMatchObject({
      Action: 'resolved',
      Entity: complaint.TicketNumber,
      Before: { Status: 'Open' },
      After: { Status: 'Resolved' },
    });

    // The shopper's own cancellation of another order is in that order's history, not the audit log.
    const second = await placePaidOrder(t.app, shopper.auth, await addToCart(t.app, shopper.auth, product.id, variants[0]!.id, 1), address.id);
    const orders = (await audit('?Kind=order')).Total;
    await ok(await send('PATCH', `/api/order/${second.orderId}/status`, { OrderId: second.orderId, Status: 'Cancelled' }, shopper.auth));
    expect((await audit('?Kind=order')).Total).toBe(orders);
  });
});

describe('reading the log', () => {
  it('filters by kind, admin and day (days in India); pages; names every admin who changed something', async () => {
    // An entry made at 23:30 in India on 25 Nov (18:00 UTC) belongs to the 25th.
    clock = new Date('2026-11-25T18:00:00Z');
    await ok(await upload('/api/Config/Banner', { Name: 'Late night banner' }, other.auth));
    clock = new Date('2026-11-25T18:45:00Z'); // 00:15 on the 26th in India
    await ok(await upload('/api/Config/Banner', { Name: 'Early morning banner' }, other.auth));

    const on25 = await audit('?From=2026-11-25&To=2026-11-25');
    expect(on25.Items.map((e) => e.Summary)).toEqual(['Added the banner "Late night banner"']);
    const on26 = await audit('?From=2026-11-26&Kind=banner');
    expect(on26.Items.map((e) => e.Summary)).toEqual(['Added the banner "Early morning banner"']);

    const byOther = await audit(`?AdminId=${other.user.id}`);
    expect(byOther.Items.every((e) => e.AdminId === other.user.id)).toBe(true);
    expect(byOther.Total).toBe(3);
    const all = await audit();
    expect(all.Admins.map((a) => a.Id).sort()).toEqual([admin.user.id, other.user.id].sort());
    // Newest first, paged.
    const page = await audit('?Page=1&PageSize=2');
    expect(page.Items).toHaveLength(2);
    expect(page.Total).toBe(all.Total);
    expect(page.Items[0]!.Summary).toBe('Added the banner "Early morning banner"');

    const bad = await t.app.inject({ url: '/api/Admin/audit?Kind=everything', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Status: false, Message: 'Unknown kind of change' });
    expect((await t.app.inject({ url: '/api/Admin/audit?From=25-11-2026', headers: admin.auth })).json().Message).toBe('Dates are written YYYY-MM-DD');
  });

  it('is for admins only, and nobody can change or delete it', async () => {
    const shopper = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: '/api/Admin/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Admin/audit', headers: shopper.auth })).statusCode).toBe(403);
    const id = (await audit()).Items[0]!.Id;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await send(method, `/api/Admin/audit/${id}`, {})).statusCode).toBe(404);
      // The list's path has no such method: 405, naming the one it has.
      const other = await send(method, '/api/Admin/audit', {});
      expect(other.statusCode).toBe(405);
      expect(other.headers.allow).toContain('GET');
    }
    // Not even from inside the database.
    await expect(t.ctx.db.execute(sql`update audit_log set summary = 'nothing happened' where id = ${id}`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();
    expect((await audit()).Items[0]!.Id).toBe(id);
  });
});
