import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, pagingSchema, phoneSchema, MESSAGES } from './common';
import { fieldLabel } from './issue-messages';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0].message;
};

describe('messages for rules that carry none of their own', () => {
  it("name the field in a sentence instead of zod's built-in English", () => {
    const schema = z.object({
      Status: z.enum(['Pending', 'Ordered']),
      ShippingCost: z.coerce.number().min(0).max(1000),
      Quantity: z.number().int().positive(),
      transactionId: z.string().trim().min(1).max(8),
      IsActive: z.boolean(),
      Tags: z.array(z.string()).max(2),
      Email: z.string().email(),
      Kind: z.literal('gift'),
      Code: z.string().length(1),
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ Status: 'Bogus' }, 'Status must be one of Pending or Ordered'],
      [{ ShippingCost: 'abc' }, 'Shipping cost must be a number'],
      [{ ShippingCost: -1 }, 'Shipping cost must be at least 0'],
      [{ ShippingCost: 5000 }, 'Shipping cost must be at most 1000'],
      [{ Quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ Quantity: 0 }, 'Quantity must be greater than 0'],
      [{ Quantity: '2' }, 'Quantity must be a number'],
      [{ Status: undefined }, 'Status is required'],
      [{ transactionId: '  ' }, 'Transaction id is required'],
      [{ transactionId: 'x'.repeat(9) }, 'Transaction id must have at most 8 characters'],
      [{ IsActive: 'yes' }, 'Is active must be true or false'],
      [{ Tags: ['a', 'b', 'c'] }, 'Tags must have at most 2 items'],
      [{ Code: 'ab' }, 'Code must have exactly 1 character'],
      [{ Tags: 'a' }, 'Tags must be a list'],
      [{ Email: 'not-an-address' }, 'Email is not valid'],
      [{ Kind: 'loan' }, 'Kind must be gift'],
    ];
    const valid = {
      Status: 'Pending',
      ShippingCost: 10,
      Quantity: 1,
      transactionId: 'tx1',
      IsActive: true,
      Tags: [],
      Email: 'a@b.in',
      Kind: 'gift',
      Code: 'A',
    };
    for (const [input, message] of cases) expect(firstMessage(schema, { ...valid, ...input }), JSON.stringify(input)).toBe(message);
  });

  it('the shared paging rules read as sentences', () => {
    expect(firstMessage(pagingSchema, { Page: 'abc' })).toBe('Page must be a number');
    expect(firstMessage(pagingSchema, { PageSize: '0' })).toBe('Page size must be at least 1');
    expect(firstMessage(pagingSchema, { PageSize: '1000' })).toBe('Page size must be at most 100');
  });

  it('never replace a message the shop wrote itself', () => {
    expect(firstMessage(phoneSchema, '12345')).toBe(MESSAGES.phoneInvalid);
    expect(firstMessage(idSchema, 'abc')).toBe('Invalid Id');
    expect(firstMessage(z.object({ Name: z.string().min(5, 'Name is too short') }), { Name: 'ab' })).toBe('Name is too short');
  });

  it("fall back to the shop's sentence when no field can be named", () => {
    expect(firstMessage(z.object({ Name: z.string() }), 'not an object')).toBe(MESSAGES.unknown);
    expect(firstMessage(z.number(), 'x')).toBe(MESSAGES.unknown);
  });

  it('say which field of a list item is wrong, not its position', () => {
    const items = z.object({ Items: z.array(z.object({ Quantity: z.number() })) });
    expect(firstMessage(items, { Items: [{ Quantity: 1 }, { Quantity: 'x' }] })).toBe('Quantity must be a number');
  });

  it('turn field names into words', () => {
    expect(fieldLabel('PageSize')).toBe('Page size');
    expect(fieldLabel('transactionId')).toBe('Transaction id');
    expect(fieldLabel('ShippingAddressId')).toBe('Shipping address id');
    expect(fieldLabel('PORT')).toBe('PORT');
    expect(fieldLabel('HSNCode')).toBe('HSNCode');
  });
});
