// The product page composed with the stock-alerts feature's "Notify me": shown under a sold-out
// variant, drawn only in the browser (it depends on who is browsing) and loaded when first shown.
// Features never import each other; app/ joins them.
import { lazy, Suspense } from 'react';
import { useServerOrHydrating } from '../lib/hydration';
import type { NotifyMeProps } from '../features/stock-alerts/notify-me';

const NotifyMe = lazy(() => import('../features/stock-alerts/notify-me'));

function NotifyMeSlot(props: NotifyMeProps) {
  const early = useServerOrHydrating();
  if (early) return null;
  return (
    <Suspense fallback={null}>
      <NotifyMe {...props} />
    </Suspense>
  );
}

export const notifyMe = (props: NotifyMeProps) => <NotifyMeSlot {...props} />;
