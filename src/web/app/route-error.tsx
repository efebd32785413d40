import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES } from '@shared/messages';
import css from '../components/shell.module.css';

/** Shown when a screen fails to load or render: a message for a person, never a stack trace. */
export function RouteError() {
  return (
    <div className={css.failure}>
      <h1 className={css.failureTitle}>{MESSAGES.unexpected}</h1>
      <p className={css.failureText}>Please reload the page. If it keeps happening, contact us.</p>
      <button type="button" className={css.failureButton} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/** A screen that fails to render shows the error panel; the next address gets a fresh start. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Keyed by the path, so a page that failed does not keep the next one from showing. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary key={pathname}>{children}</ScreenErrorBoundary>;
}
