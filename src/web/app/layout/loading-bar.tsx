import css from '../../components/shell.module.css';

/** A thin moving bar while a page's code or the session loads. */
export const LoadingBar = ({ label }: { label: string }) => <div role="progressbar" aria-label={label} className={css.loading} />;
