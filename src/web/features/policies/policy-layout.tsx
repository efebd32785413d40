import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SHOP } from '../../../shared/constants';
import { PageMeta } from '../../components/page-meta';

const LAST_UPDATED = '1 November 2026';

export interface PolicyLayoutProps {
  /** Page heading; also used for the document title. */
  title: string;
  /** Optional lead paragraph shown under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Shared frame of the static pages: document title, heading, "last updated" line and body. */
export function PolicyLayout({ title, intro, children }: PolicyLayoutProps) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageMeta title={`${title} | ${SHOP.name}`} />
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{
            fontWeight: 600,
            fontSize: { xs: '1.625rem', sm: '2.125rem' },
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
          }}
        >
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last updated: {LAST_UPDATED}
        </Typography>
        {intro ? (
          <Typography variant="body1" component="div" sx={{ mt: 2.5, color: 'text.primary', lineHeight: 1.7, '& p': { m: 0 }, '& p + p': { mt: 1.5 } }}>
            {intro}
          </Typography>
        ) : null}
        <Divider sx={{ mt: { xs: 2.5, sm: 3 } }} />
      </Box>
      <Box sx={{ '& > section + section': { mt: { xs: 3, sm: 4 } } }}>{children}</Box>
    </Container>
  );
}

export interface PolicySectionProps {
  heading: string;
  children: ReactNode;
}

/** One titled section of a policy page. Paragraphs inside should use PolicyText, lists PolicyList. */
export function PolicySection({ heading, children }: PolicySectionProps) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: { xs: '1.0625rem', sm: '1.25rem' }, lineHeight: 1.4, mb: 1.25 }}>
        {heading}
      </Typography>
      <Box sx={{ '& > :last-child': { mb: 0 } }}>{children}</Box>
    </Box>
  );
}

/** A body paragraph of a policy page. */
export function PolicyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.7, overflowWrap: 'break-word' }}>
      {children}
    </Typography>
  );
}

/** A bulleted (or numbered) list; pass <li> elements as children. */
export function PolicyList({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  return (
    <Typography
      variant="body1"
      component={ordered ? 'ol' : 'ul'}
      sx={{
        mt: 0,
        mb: 1.5,
        pl: { xs: 2.5, sm: 3.5 },
        lineHeight: 1.7,
        overflowWrap: 'break-word',
        '& > li': { pl: 0.5 },
        '& > li + li': { mt: 0.75 },
        '& > li::marker': { color: 'text.secondary' },
      }}
    >
      {children}
    </Typography>
  );
}

/**
 * Link to another page of the shop. Uses client-side navigation inside a router,
 * and falls back to a plain anchor when rendered outside one (for example in isolated tests).
 */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Link component={RouterLink} to={to} underline="always">
        {children}
      </Link>
    );
  }
  return (
    <Link href={to} underline="always">
      {children}
    </Link>
  );
}

/** The shop's postal address as display lines, all taken from SHOP.address. */
export function shopAddressLines(): string[] {
  const a = SHOP.address;
  const district: string = a.district;
  const cityLine = district === a.city ? a.city : `${a.city}, ${district} District`;
  return [SHOP.legalName, a.line1, a.line2, `${cityLine} - ${a.pinCode}`, `${a.state}, ${a.country}`];
}

/** tel: link target for the shop's mobile, derived from SHOP.mobileDisplay (e.g. "tel:+919443012345"). */
export const shopTelHref = `tel:${SHOP.mobileDisplay.replace(/[^\d+]/g, '')}`;

/** mailto: link target for the shop's e-mail address. */
export const shopMailHref = `mailto:${SHOP.email}`;

/** The shop's e-mail and phone with its support hours, as the policies quote them. */
export function PolicyContactDetails() {
  return (
    <PolicyText>
      E-mail:{' '}
      <Link href={shopMailHref} underline="always">
        {SHOP.email}
      </Link>
      <br />
      Phone:{' '}
      <Link href={shopTelHref} underline="always">
        {SHOP.mobileDisplay}
      </Link>{' '}
      ({SHOP.supportHours})
    </PolicyText>
  );
}
