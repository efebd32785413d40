// A shopper's businesses for GST invoices (docs/gst-invoices.md): at most MAX_BUSINESS_DETAILS, each
// GSTIN once, checked by the GSTIN verifier against the registered address's state before it is
// saved; a shopper reaches only their own (someone else's id answers 404).
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { MESSAGES } from '@shared/schemas/common';
import { BUSINESS_MESSAGES as M, MAX_BUSINESS_DETAILS, type BusinessDetails, type BuyerBusiness } from '@shared/schemas/business';
import * as repo from './business.repo';
import { lockUser } from './addresses.repo';
import { ADDRESS_MESSAGES } from './addresses.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'gstin' | 'now' | 'pincodes'>;

export type BusinessInput = Omit<BusinessDetails, 'Id'>;

export function toBusinessDetails(r: repo.BusinessRow): BusinessDetails {
  return {
    Id: r.id,
    Gstin: r.gstin,
    LegalName: r.legalName,
    AddressLine1: r.addressLine1,
    AddressLine2: r.addressLine2,
    City: r.city,
    State: r.state,
    PinCode: r.pinCode,
  };
}

/** The business as an order keeps it. */
export function buyerBusinessOf(r: repo.BusinessRow): BuyerBusiness {
  const { Id: _id, ...snapshot } = toBusinessDetails(r);
  return snapshot;
}

/** The state in the directory's spelling, the pin code in it, and the GSTIN verified for that state. */
async function checked(ctx: Ctx, b: BusinessInput): Promise<repo.BusinessFields> {
  const state = ctx.pincodes.canonicalState(b.State);
  if (!state) throw badRequest(ADDRESS_MESSAGES.invalidState);
  const places = await ctx.pincodes.lookup(b.PinCode);
  if (!places.some((p) => p.state === state)) throw badRequest(MESSAGES.invalidPinCode);
  const verdict = await ctx.gstin.verify(b.Gstin, state);
  if (!verdict.ok) throw badRequest(verdict.problem);
  return {
    gstin: b.Gstin,
    legalName: b.LegalName,
    addressLine1: b.AddressLine1,
    addressLine2: b.AddressLine2,
    city: b.City,
    state,
    pinCode: b.PinCode,
  };
}

/** One of the user's own businesses, as stored (checkout copies it to the order); someone else's is null. */
export const ownBusinessDetails = (db: Db, userId: string, id: number) => repo.findOwned(db, userId, id);

export async function list(ctx: Ctx, userId: string): Promise<BusinessDetails[]> {
  return (await repo.listByUser(ctx.db, userId)).map(toBusinessDetails);
}

export async function create(ctx: Ctx, userId: string, input: BusinessInput) {
  const fields = await checked(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound(ADDRESS_MESSAGES.userNotFound);
    if (await repo.findByGstin(tx, userId, fields.gstin)) throw conflict(M.duplicate);
    if ((await repo.countByUser(tx, userId)) >= MAX_BUSINESS_DETAILS) throw badRequest(M.limit);
    return repo.insert(tx, userId, fields, ctx.now());
  });
  return { Status: true as const, Message: M.added, Id: row.id };
}

export async function update(ctx: Ctx, userId: string, id: number, input: BusinessInput) {
  if (!(await repo.findOwned(ctx.db, userId, id))) throw notFound(M.notFound);
  const fields = await checked(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound(ADDRESS_MESSAGES.userNotFound);
    const same = await repo.findByGstin(tx, userId, fields.gstin);
    if (same && same.id !== id) throw conflict(M.duplicate);
    return repo.updateOwned(tx, userId, id, fields, ctx.now());
  });
  if (!row) throw notFound(M.notFound);
  return { Status: true as const, Message: M.updated, Id: row.id };
}

export async function remove(ctx: Ctx, userId: string, id: number) {
  if (!(await repo.deleteOwned(ctx.db, userId, id))) throw notFound(M.notFound);
  return { Status: true as const, Message: M.deleted };
}
