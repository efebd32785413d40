import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createUser, userWithToken } from '../../testing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /Admin/ManageUser', () => {
  it('answers 401 to a guest and 403 to a User', async () => {
    expect((await t.app.inject('/api/Admin/ManageUser')).statusCode).toBe(401);
    const { auth } = await userWithToken(t.ctx, 'User');
    const res = await t.app.inject({ url: '/api/Admin/ManageUser', headers: auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Status: false, Message: expect.any(String), Code: expect.any(String) });
  });

  it.each(['Admin', 'SuperAdmin'])('lists users for %s with exactly the documented fields', async (role) => {
    const { auth } = await userWithToken(t.ctx, role);
    const person = await createUser(t.ctx, { firstName: 'Meena', lastName: 'Raghavan', password: 'Secret@123' });
    const res = await t.app.inject({ url: '/api/Admin/ManageUser', headers: auth });
    expect(res.statusCode).toBe(200);
    const row = res.json().find((u: { Id: string }) => u.Id === person.id);
    expect(row).toEqual({ Id: person.id, FirstName: 'Meena', LastName: 'Raghavan', Email: null, PhoneNumber: person.phone });
    expect(res.body).not.toMatch(/password|hash|roles|token/i);
    expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
  });

  it('pages with x-total-count', async () => {
    const { auth } = await userWithToken(t.ctx, 'Admin');
    for (let i = 0; i < 4; i++) await createUser(t.ctx);
    const all = (await t.app.inject({ url: '/api/Admin/ManageUser', headers: auth })).json();
    const page = await t.app.inject({ url: '/api/Admin/ManageUser?Page=2&PageSize=3', headers: auth });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.json()).toEqual(all.slice(3, 6));
    expect((await t.app.inject({ url: '/api/Admin/ManageUser?PageSize=0', headers: auth })).statusCode).toBe(400);
  });
});
