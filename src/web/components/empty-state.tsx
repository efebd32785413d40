import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { InfoGlyph } from './shell-icons';
import css from './empty-state.module.css';

/** The shop's empty states ("No Products Found", "Your cart is empty", ...) as an info message,
 * in plain CSS (decision 009): it is often the first thing a page draws. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="status" className={css.box}>
      <span className={css.icon}>
        <InfoGlyph />
      </span>
      <span className={css.message}>{message}</span>
      {action && <span className={css.action}>{action}</span>}
    </div>
  );
}

/** An empty state's action that goes somewhere. */
export const EmptyStateLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <RouterLink to={to} className={css.actionButton}>
    {children}
  </RouterLink>
);

/** An empty state's action that does something. */
export const EmptyStateButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <button type="button" onClick={onClick} className={css.actionButton}>
    {children}
  </button>
);
