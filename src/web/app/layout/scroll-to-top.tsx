import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { toastsForNewPage } from '../../lib/toast';

/**
 * A new page starts at its top; a new query on the same page (a variant, a wizard step) keeps the
 * place, and Back and Forward leave it to the browser. The toasts of the page before close.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, type]);
  useEffect(() => toastsForNewPage(), [pathname]);
  return null;
}
