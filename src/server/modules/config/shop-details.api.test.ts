// The seller and the Grievance Officer reach the web app from the server's settings.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_GRIEVANCE_OFFICER, DEMO_SELLER } from '../../config';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

describe('shop details', () => {
  it('answers the demo seller and Grievance Officer by default', async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.app.inject({ url: '/api/config/shop-details' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Seller: { Name: DEMO_SELLER.name, Address: DEMO_SELLER.address, Gstin: DEMO_SELLER.gstin },
      GrievanceOfficer: {
        Name: DEMO_GRIEVANCE_OFFICER.name,
        Designation: DEMO_GRIEVANCE_OFFICER.designation,
        Phone: DEMO_GRIEVANCE_OFFICER.phone,
        Email: DEMO_GRIEVANCE_OFFICER.email,
      },
    });
  });

  it('answers the configured ones, and nothing else of the settings', async () => {
    const t = await createTestApp({
      env: {
        SELLER_NAME: 'Kaveri Sound Pvt Ltd',
        SELLER_ADDRESS: '2 Anna Salai, Chennai 600002',
        SELLER_GSTIN: '33AAACS1234K1ZO',
        SELLER_STATE: 'Tamil Nadu',
        GRIEVANCE_NAME: 'Lakshmi Narayanan',
        GRIEVANCE_DESIGNATION: 'Head, Customer Care',
        GRIEVANCE_PHONE: '+91 44 2345 6789',
        GRIEVANCE_EMAIL: 'grievance@kaveri.example',
      },
    });
    apps.push(t);
    const res = await t.app.inject({ url: '/api/Config/Shop-Details' });
    expect(res.json()).toEqual({
      Seller: { Name: 'Kaveri Sound Pvt Ltd', Address: '2 Anna Salai, Chennai 600002', Gstin: '33AAACS1234K1ZO' },
      GrievanceOfficer: { Name: 'Lakshmi Narayanan', Designation: 'Head, Customer Care', Phone: '+91 44 2345 6789', Email: 'grievance@kaveri.example' },
    });
    expect(res.body).not.toContain('test-secret');
  });
});
