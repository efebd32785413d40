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
