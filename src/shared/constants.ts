// Business constants and the shop's public identity. One place per fact.

export const APP_VERSION = '1.0.2';

export const SHOP = {
  name: 'Swara Audio',
  legalName: 'Swara Audio & Electronics',
  tagline: 'Headphones, speakers and studio gear, delivered across India',
  email: 'support@swaraaudio.in',
  mobile: '9443012345',
  mobileDisplay: '+91 94430 12345',
  address: {
    line1: 'No. 14, Officers Line',
    line2: 'Near Vellore Fort',
    city: 'Vellore',
    district: 'Vellore',
    state: 'Tamil Nadu',
    pinCode: '632001',
    country: 'India',
  },
  supportHours: 'Monday to Saturday, 10:00 to 18:00 IST',
} as const;

/** The kinds of goods the shop sells: its product categories, created at the first start. */
export const SHOP_CATEGORIES: readonly string[] = ['Headphones', 'Earbuds', 'Speakers', 'Soundbars', 'Amplifiers', 'Microphones', 'Cables & Accessories'];

/** The longest search text the catalogue answers (the search page cuts what its address carries to it). */
export const SEARCH_TEXT_MAX = 200;

/** How many products a shopper may compare side by side (docs/compare.md). */
export const COMPARE_MAX = 4;

export const API_TIMEOUT_MS = 60_000;
export const SHIPPING_AGGREGATOR_TIMEOUT_MS = 30_000;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALID_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_HOUR = 5;

export const PASSWORD_MIN_LENGTH = 8;

export const MAX_ADDRESSES = 5;
export const VARIANT_TITLE_MAX = 10;
export const PRODUCT_NAME_MIN = 5;
export const PRODUCT_DESCRIPTION_MIN = 10;

export const GRID_PAGE_SIZES = [5, 10, 15, 20, 100] as const;
export const GRID_DEFAULT_PAGE_SIZE = 15;

/** Inventory stock filter: value sent as Stock threshold. */
export const INVENTORY_STOCK_FILTERS = [
  { label: 'All', value: 10000 },
  { label: 'Out Of Stock', value: 0 },
  { label: 'Less than 5', value: 5 },
  { label: 'Less than 10', value: 10 },
  { label: 'Less than 50', value: 50 },
] as const;

export const SHIPPING_BOX_CM = { length: 24, breadth: 12, height: 8 } as const;
export const SHIPPING_MARKUP = 0.2;
export const SHIPPING_ROUND_TO = 10;
/** Working days (Sundays do not count) the shop takes to pack and hand over an order. */
export const ORDER_PROCESSING_WORKING_DAYS = { min: 3, max: 5 } as const;
export const ORDER_PROCESSING_NOTE = `Order Processing time is ${ORDER_PROCESSING_WORKING_DAYS.min} to ${ORDER_PROCESSING_WORKING_DAYS.max} working days`;
/** Tamil Nadu local couriers: per-kg base rate by weight band (kg). */
export const LOCAL_COURIER_RATES = [
  { below: 3, perKg: 50 },
  { below: 5, perKg: 40 },
  { below: Infinity, perKg: 30 },
] as const;
export const LOCAL_COURIER_DAYS = 5;

/**
 * Payments one order may open in all (its first and each Pay now): a shopper who never pays cannot
 * keep trying for ever; the order's hold does not grow with them either (docs/checkout-and-payments.md).
 */
export const MAX_PAYMENT_ATTEMPTS = 5;

export const BANNER_FILE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Megapixels as the limits count them (2^20 pixels): a little room over a camera's round figure. */
export const MEGAPIXEL = 1024 * 1024;
/** The most pixels a shopper's photo may have: a 16-megapixel phone photo (4608 x 3456) and a little more. */
export const PHOTO_MAX_PIXELS = 16 * MEGAPIXEL;
/** The most pixels of an admin's product or banner image (a studio camera's picture). */
export const IMAGE_MAX_PIXELS = 40 * MEGAPIXEL;

/** Policy figures quoted on the static pages. */
export const POLICY = {
  returnWindowDays: 7,
  replacementDeliveryBusinessDays: '7-10',
  refundCreditBusinessDays: '4-6',
  inspectionBusinessDays: 5,
  deliveryBusinessDays: 5,
  followUpBusinessDays: 15,
} as const;

export const ROLES = { SuperAdmin: 'SuperAdmin', Admin: 'Admin', User: 'User' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ADMIN_ROLES: readonly Role[] = [ROLES.SuperAdmin, ROLES.Admin];
/** Admin and SuperAdmin may use the admin screens and calls: the one test of that, server and web. */
export const isAdmin = (roles: readonly Role[] | undefined): boolean => !!roles?.some((r) => ADMIN_ROLES.includes(r));

/** The signed-in user as the access token's claims name them: the server reads them to know the caller, the screens to greet them. */
export interface SignedInUser {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  roles: Role[];
}

/** Order statuses with their sequence. Failed and Cancelled stand outside it. */
export const ORDER_STATUSES = [
  { Id: 1, Name: 'Pending', SeqId: 1 },
  { Id: 2, Name: 'Ordered', SeqId: 2 },
  { Id: 3, Name: 'Shipped', SeqId: 3 },
  { Id: 4, Name: 'Delivered', SeqId: 4 },
  { Id: 5, Name: 'Completed', SeqId: 5 },
  { Id: 6, Name: 'Failed', SeqId: 0 },
  { Id: 7, Name: 'Cancelled', SeqId: 0 },
] as const;
