// The shop's texts as plain constants, free of zod: screens that only show a message do not
// download the validation library with it.

export const MESSAGES = {
  phoneRequired: 'Please provide phone number',
  phoneInvalid: 'Phone number must be 10 digits and start with 6-9',
  passwordRequired: 'Please provide password',
  passwordMin: 'Password must be at least 8 characters',
  passwordsMustMatch: 'Passwords must match',
  otpRequired: 'Please provide OTP',
  otpInvalid: 'OTP must be 6 digits',
  otpNotSent: 'Please send OTP first',
  invalidPinCode: 'Invalid Pin Code',
  maxAddresses: 'You can add only 5 addresses.',
  unknown: 'An unknown error occurred',
  unexpected: 'An unexpected error occurred',
  somethingWrong: 'Something went wrong',
} as const;

/** What an account is told when a step cannot be taken the way it asked, with what to do instead. */
export const ACCOUNT_GUIDANCE = {
  /** Change password, for an account made by OTP that never set a password. */
  noPasswordYet: 'Your account has no password yet: you signed up with an OTP. Use Forgot Password to set one.',
} as const;

/**
 * An OTP that was sent for another step (a sign-in code used to save the profile): where to ask for
 * the right one. Keyed by the step the OTP was used for.
 */
export const OTP_FOR_ANOTHER_STEP = {
  login: 'This OTP was not sent for signing in. Please tap Send OTP on the sign-in page and enter the new OTP.',
  register: 'This OTP was not sent for signing up. Please tap Send OTP on the sign-up page and enter the new OTP.',
  reset: 'This OTP was not sent for resetting your password. Please tap Send OTP on the Forgot Password page and enter the new OTP.',
  profile: 'This OTP was not sent to confirm a profile change. Please tap Send OTP on your profile and enter the new OTP to save it.',
  complaint: 'This OTP was not sent to confirm a complaint. Please tap Send OTP on the complaint form and enter the new OTP.',
  stockAlert: 'This OTP was not sent to confirm a back-in-stock alert. Please tap Send OTP under Notify me and enter the new OTP.',
} as const;

export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Cart is empty',
  outOfStock: 'Some items are out of stock',
  loginRequired: 'Please login to checkout',
  pinCodeRequired: 'Invalid address: PinCode is required',
  pendingOrders: 'You have pending orders. Please complete them before checkout new items from the cart.',
  noShipping: 'No shipping partners available for the selected address.',
  gstinRequired: 'Choose the business to name on the GST invoice, or add its GSTIN.',
  processingNote: 'Order Processing time is 3 to 5 working days',
  shippingRatesUnavailable: 'We could not get shipping rates right now. Please try again in a minute.',
  courierUnavailable: 'The selected shipping partner is not available for this address. Please choose again.',
  shippingChanged: 'The shipping cost has changed. Please choose the shipping partner again.',
  initiationFailed: 'Payment initiation failed',
  noRedirect: 'Payment initiation failed: No redirect URL provided',
  verificationFailed: 'Payment verification failed',
  cannotCancelDelivered: 'You cannot cancel a delivered order',
  alreadyCancelled: 'This order is already cancelled',
  orderNotFound: 'Order not found',
  orderExpired: 'This order has expired. Please place it again from your cart.',
  alreadyPaid: 'This order is already paid',
  tooManyAttempts: (attempts: number) =>
    `This order has been tried for payment ${attempts} times, the most we allow. Cancel it to put its items back in your cart, then place the order again.`,
  holdOver: 'The time to pay for this order has run out. Its items go back to your cart in a minute or two.',
  holdEndsSoon: (minutes: number) =>
    `Less than ${minutes} minutes are left to pay for this order, too little for the payment page. Cancel it to put its items back in your cart, then place the order again.`,
  statusUpdated: 'Order status updated successfully',
} as const;

/**
 * Why a payment is refunded in full, as its shopper is told (on the payment status page and the
 * order in My Orders). Amounts are in rupees with paise, as "1250.00".
 */
export const PAYMENT_REFUND_MESSAGES = {
  cancelled: 'Order cancelled',
  alreadyPaid: (amount: string) => `This order was already paid, so a second payment of Rs. ${amount} for it is refunded in full.`,
  afterCancel: (amount: string) => `This order had been cancelled when a payment of Rs. ${amount} for it came in, so that payment is refunded in full.`,
  soldOut: (amount: string, items: string) =>
    `This order had expired when your payment of Rs. ${amount} came in, and meanwhile ${items} sold out, so the payment is refunded in full.`,
  couponUsedUp: (amount: string, code: string) =>
    `This order had expired when your payment of Rs. ${amount} came in, and meanwhile the coupon ${code} was used up, so the payment is refunded in full. You may order the items again without it.`,
  couponUsedByYou: (amount: string, code: string) =>
    `This order had expired when your payment of Rs. ${amount} came in, and meanwhile you used the coupon ${code} on another order as often as it allows, so the payment is refunded in full.`,
} as const;

export const ADMIN_ORDER_MESSAGES = {
  deliveredDate: 'Please select delivered date',
  trackingAndPartner: 'Please provide both tracking Id and shipping partner',
  trackingRequired: 'Tracking ID is required when status is Ordered',
  partnerRequired: 'Shipping Partner is required when status is Ordered',
  shippedDateRequired: 'Shipped date is required when status is Shipped',
  deliveredDateRequired: 'Delivered date is required when status is Delivered',
  confirm: 'Are you sure? You want to update this order status!',
  unpaidOnlyCancel: 'This order is not paid yet: it can only be cancelled',
  completedByShop: 'An order is completed by the shop itself once its return window has passed',
} as const;
