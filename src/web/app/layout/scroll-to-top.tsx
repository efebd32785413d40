import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top; a new query on the same page (a variant, a wizard step) keeps the
 * place, and Back and Forward leave it to the browser.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
