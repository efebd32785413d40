import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ClearGlyph, SearchGlyph } from '../../components/shell-icons';
import { PAGES, paths } from '../../lib/paths';
import css from '../../components/shell.module.css';

/** Header search: Enter or the icon searches; the clear button resets; shows the current query. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname.toLowerCase() === PAGES.search ? (params.get('query') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(paths.search(text.trim()));
  };

  return (
    // Without JavaScript it is a plain form to /search (the server renders the results).
    <form role="search" action={PAGES.search} method="get" onSubmit={submit} className={css.search}>
      <input
        type="text"
        name="query"
        className={css.searchInput}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder="Search headphones, speakers, cables..."
        aria-label="Search products"
        maxLength={100}
        enterKeyHint="search"
      />
      {text && (
        <button type="button" className={css.smallIconButton} aria-label="Clear search" onClick={() => setText('')}>
          <ClearGlyph />
        </button>
      )}
      <button type="submit" className={css.searchButton} aria-label="Search">
        <SearchGlyph />
      </button>
    </form>
  );
}
