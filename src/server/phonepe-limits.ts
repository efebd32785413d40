// What PhonePe's service itself fixes, known both to the configuration (which checks the hold and
// fills in the default addresses) and to the gateway that talks to it.

/** PhonePe's production addresses, used when PHONEPE_BASE_URL and PHONEPE_AUTH_URL are not set. */
export const PHONEPE_PRODUCTION = { baseUrl: 'https://api.phonepe.com/apis/pg', authUrl: 'https://api.phonepe.com/apis/identity-manager' } as const;

/** How long PhonePe may keep a payment page open (its `expireAfter`, in seconds). */
export const PHONEPE_PAGE_SECONDS = { shortest: 300, longest: 3600 } as const;
