// Delivery addresses: at most 5 per user, each pin code in the chosen state, and a shopper reaches
// only their own: someone else's id answers 404 (docs/accounts-and-security.md, docs/pincodes-and-images.md).
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { MAX_ADDRESSES } from '@shared/constants';
import { MESSAGES } from '@shared/schemas/common';
import type { z } from 'zod';
import { ACCOUNT_SUCCESS, type Address, type addressForm } from '@shared/schemas/accounts';
import * as repo from './addresses.repo';
import { maySee } from '../../lib/ownership';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now' | 'pincodes'>;

export const ADDRESS_MESSAGES = {
  notFound: 'Address not found',
  invalidState: 'Please select a valid state',
  invalidCity: 'Please select a valid city for the chosen state',
  userNotFound: 'User not found',
} as const;

/** An address as the form's schema hands it over, checked and trimmed. */
export type AddressInput = z.output<typeof addressForm>;

export function toAddress(r: repo.AddressRow): Address {
  return {
    Id: r.id,
    FirstName: r.firstName,
    LastName: r.lastName,
    PhoneNumber: r.phone,
    AddressTitle: r.addressTitle,
    AddressLine1: r.addressLine1,
    AddressLine2: r.addressLine2,
    Taluk: r.taluk,
    City: r.city,
    State: r.state,
    PinCode: r.pinCode,
  };
}

/** Checks state, city and pin code against the directory and answers the fields with its spellings. */
async function checked(ctx: Ctx, a: AddressInput): Promise<repo.AddressFields> {
  const state = ctx.pincodes.canonicalState(a.State);
  if (!state) throw badRequest(ADDRESS_MESSAGES.invalidState);
  const city = ctx.pincodes.cities(state)?.find((c) => c.toLowerCase() === a.City.trim().toLowerCase());
  if (!city) throw badRequest(ADDRESS_MESSAGES.invalidCity);
  const places = await ctx.pincodes.lookup(a.PinCode);
  if (!places.some((p) => p.state === state)) throw badRequest(MESSAGES.invalidPinCode);
  return {
    firstName: a.FirstName,
    lastName: a.LastName,
    phone: a.PhoneNumber,
    addressTitle: a.AddressTitle,
    addressLine1: a.AddressLine1,
    addressLine2: a.AddressLine2,
    taluk: a.Taluk,
    city,
    state,
    pinCode: a.PinCode,
  };
}

/** One of the user's own addresses, as stored (checkout snapshots it); someone else's is null. */
export const ownAddress = (db: Db, userId: string, id: number) => repo.findOwned(db, userId, id);

export async function list(ctx: Ctx, userId: string): Promise<Address[]> {
  return (await repo.listByUser(ctx.db, userId)).map(toAddress);
}

/** GET Account/Address/GetByUserId: a customer may ask for their own; admins for anyone's. */
export async function listForUser(ctx: Ctx, caller: AuthUser, userId: string): Promise<Address[]> {
  if (!maySee(caller, userId)) throw notFound(ADDRESS_MESSAGES.userNotFound);
  if (caller.id !== userId && !(await repo.userExists(ctx.db, userId))) throw notFound(ADDRESS_MESSAGES.userNotFound);
  return list(ctx, userId);
}

export async function create(ctx: Ctx, userId: string, input: AddressInput) {
  const fields = await checked(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw notFound(ADDRESS_MESSAGES.userNotFound);
    if ((await repo.countByUser(tx, userId)) >= MAX_ADDRESSES) throw badRequest(MESSAGES.maxAddresses);
    return repo.insert(tx, userId, fields, ctx.now());
  });
  return { Status: true as const, Message: ACCOUNT_SUCCESS.addressAdded, Id: row.id };
}

export async function update(ctx: Ctx, userId: string, id: number, input: AddressInput) {
  if (!(await repo.findOwned(ctx.db, userId, id))) throw notFound(ADDRESS_MESSAGES.notFound);
  const fields = await checked(ctx, input);
  const row = await repo.updateOwned(ctx.db, userId, id, fields, ctx.now());
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return { Status: true as const, Message: ACCOUNT_SUCCESS.addressUpdated, Id: row.id };
}

export async function remove(ctx: Ctx, userId: string, id: number) {
  if (!(await repo.deleteOwned(ctx.db, userId, id))) throw notFound(ADDRESS_MESSAGES.notFound);
  return { Status: true as const, Message: ACCOUNT_SUCCESS.addressDeleted };
}

export function states(ctx: Ctx): { state: string }[] {
  return ctx.pincodes.states().map((state) => ({ state }));
}

/** An unknown state has no cities: the list is empty rather than an error, as the form asks while typing. */
export function cities(ctx: Ctx, state: string): { city: string }[] {
  return (ctx.pincodes.cities(state) ?? []).map((city) => ({ city }));
}
