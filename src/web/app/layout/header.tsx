import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-store';
import { isAdmin } from '@shared/constants';
import { categoriesQuery } from '../../features/catalogue/api/browse';
import { CartGlyph, MenuGlyph } from '../../components/shell-icons';
import { paths } from '../../lib/paths';
import { HeaderSearch } from './header-search';
import { HeartGlyph } from '../../components/wishlist-heart';
import { useSavedProducts } from '../../lib/wishlist-actions';
import { navItemsFor } from './nav-items';
import { Logo } from './logo';
import css from '../../components/shell.module.css';

const AccountMenu = lazy(() => import('./header-popups').then((m) => ({ default: m.AccountMenu })));
const NavDrawer = lazy(() => import('./header-popups').then((m) => ({ default: m.NavDrawer })));

export interface HeaderProps {
  cartCount: number;
  onSignOut: () => void;
}

/** The header on every page: drawn with plain elements and CSS, its menus loaded when first opened. */
export function Header({ cartCount, onSignOut }: HeaderProps) {
  const session = useSession();
  const wishlistCount = useSavedProducts().size;
  const navigate = useNavigate();
  // The menu and the drawer are loaded when first opened (undefined / false until then).
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null | undefined>(undefined);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  // The category pages: the server renders every page with them (entry-server.tsx); a page the
  // browser draws asks for them once.
  const categories = useQuery({ ...categoriesQuery(), enabled: !isAdmin(session?.user.roles) }).data;
  const items = navItemsFor(session?.user.roles, categories);
  const primary = items.filter((i) => !i.more);
  const more = items.filter((i) => i.more);
  const moreMenu = useRef<HTMLDetailsElement>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  // The "More" list closes on a click anywhere else or on Escape.
  useEffect(() => {
    if (!moreOpen) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !moreMenu.current?.contains(e.target as Node)) moreMenu.current?.removeAttribute('open');
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [moreOpen]);
  const initials = session ? `${session.user.firstName[0] ?? ''}${session.user.lastName[0] ?? ''}`.toUpperCase() || 'U' : '';

  const location = useLocation();
  // A link is current on its page, whatever the page's filters.
  const isCurrent = (to: string) => to === location.pathname.toLowerCase();

  // What sticks under the header (the list's Filters and Sort on a phone) reads its height.
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--header-height', `${Math.round(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const go = (to: string) => {
    if (menuAnchor) setMenuAnchor(null);
    setDrawerOpen(false);
    navigate(to);
  };

  return (
    <header id="site-header" className={css.bar} ref={bar}>
      <div className={css.toolbar}>
        <button
          type="button"
          className={`${css.iconButton} ${css.menuButton}`}
          aria-label="Open navigation"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <MenuGlyph />
        </button>
        <Logo />
        <nav className={css.nav} aria-label="Main">
          <div className={css.navLinks}>
            {primary.map((item) => (
              <RouterLink key={item.to} to={item.to} className={css.navLink} aria-current={isCurrent(item.to) ? 'page' : undefined}>
                {item.label}
              </RouterLink>
            ))}
          </div>
          {more.length > 0 && (
            <details ref={moreMenu} className={css.more} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
              <summary className={css.navLink} aria-current={more.some((i) => isCurrent(i.to)) ? 'true' : undefined}>
                More
              </summary>
              <div className={css.moreList}>
                {more.map((item) => (
                  <RouterLink
                    key={item.to}
                    to={item.to}
                    className={css.moreLink}
                    aria-current={isCurrent(item.to) ? 'page' : undefined}
                    onClick={() => moreMenu.current?.removeAttribute('open')}
                  >
                    {item.label}
                  </RouterLink>
                ))}
              </div>
            </details>
          )}
        </nav>
        <div className={css.searchSlot}>
          <HeaderSearch />
        </div>
        <div className={css.actions}>
          <RouterLink to={paths.cart} className={css.iconButton} aria-label={`Cart, ${cartCount} items`}>
            <span className={css.badge} data-testid="cart-badge">
              <CartGlyph />
              {cartCount > 0 && <span className={css.badgeCount}>{cartCount > 99 ? '99+' : cartCount}</span>}
            </span>
          </RouterLink>
          <RouterLink to={paths.wishlist} className={css.iconButton} aria-label={`Wishlist, ${wishlistCount} saved`} data-testid="wishlist-link">
            <span className={css.badge}>
              <HeartGlyph />
              {wishlistCount > 0 && <span className={css.badgeCount}>{wishlistCount > 99 ? '99+' : wishlistCount}</span>}
            </span>
          </RouterLink>
          {session ? (
            <>
              <button
                type="button"
                className={css.iconButton}
                onClick={(e: MouseEvent<HTMLElement>) => setMenuAnchor(e.currentTarget)}
                // The name starts with the initials the button shows, so a voice command naming them reaches it.
                aria-label={`${initials}, account menu`}
                aria-haspopup="menu"
              >
                <span className={css.avatar}>{initials}</span>
              </button>
              {menuAnchor !== undefined && (
                <Suspense fallback={null}>
                  <AccountMenu anchor={menuAnchor} user={session.user} onClose={() => setMenuAnchor(null)} onGo={go} onSignOut={onSignOut} />
                </Suspense>
              )}
            </>
          ) : (
            <RouterLink to={paths.signIn} className={css.signIn}>
              Sign In
            </RouterLink>
          )}
        </div>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} items={items} onClose={() => setDrawerOpen(false)} onGo={go} />
        </Suspense>
      )}
    </header>
  );
}
