// Rich descriptions cleaned in the browser before it draws them itself (the server cleans them too,
// when saved and when sent). The same allow-list wherever the browser cleans one.
import type { Config } from 'dompurify';

export const SANITIZE_OPTIONS: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
  FORBID_ATTR: ['style'],
};

let loading: Promise<(html: string) => string> | undefined;

/**
 * The cleaner, loaded the first time one is needed: a page the server drew shows the server's
 * cleaned HTML, so a shopper who lands on a product page never downloads it.
 */
export function loadSanitizer(): Promise<(html: string) => string> {
  return (loading ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html, SANITIZE_OPTIONS),
    (error: unknown) => {
      // Asked for again next time (the network may be back), and this time the page's error boundary says so.
      loading = undefined;
      throw error;
    },
  ));
}
