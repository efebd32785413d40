// Query keys of the banner screen, under the admin screens' ['admin'] (a bulk import refreshes them all).
import { shopKeys } from '../../../lib/query-keys';

export const bannerKeys = {
  all: ['admin', 'banners'] as const,
};

/** The shop's own banners, refreshed when an admin changes them. */
export { shopKeys };
