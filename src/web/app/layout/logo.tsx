import { PALETTE } from '../../components/palette';
import { Link as RouterLink } from 'react-router';
import { SHOP } from '@shared/constants';
import css from '../../components/shell.module.css';
import { paths } from '../../lib/paths';

export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <RouterLink to={paths.home} aria-label={`${SHOP.name} home`} className={dark ? `${css.logo} ${css.logoDark}` : css.logo}>
      <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={dark ? PALETTE.primary : 'rgba(255,255,255,0.14)'} />
        <path d="M16 38c0-9 7-18 16-18s16 9 16 18" fill="none" stroke={PALETTE.accent} strokeWidth="5" strokeLinecap="round" />
        <rect x="12" y="36" width="10" height="16" rx="4" fill="#fff" />
        <rect x="42" y="36" width="10" height="16" rx="4" fill="#fff" />
      </svg>
      <span>{SHOP.name}</span>
    </RouterLink>
  );
}
