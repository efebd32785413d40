import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { SHOP } from '@shared/constants';
import { useSession } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { PageMeta } from '../../components/page-meta';

const sections: { to: string; title: string; text: string; icon: ReactNode }[] = [
  { to: paths.profile, title: 'Profile', text: 'Your name, email and mobile number', icon: <BadgeOutlined /> },
  { to: paths.addresses, title: 'Addresses', text: 'Delivery addresses for your orders', icon: <PlaceOutlined /> },
  { to: paths.orders, title: 'My Orders', text: 'Track, cancel and download invoices', icon: <ReceiptLongOutlined /> },
  { to: paths.myReviews, title: 'My Reviews', text: 'What you wrote about products you bought, and whether it is published', icon: <RateReviewOutlined /> },
  { to: paths.complaints, title: 'My Complaints', text: 'Your complaints, their ticket numbers and our replies', icon: <SupportAgentOutlined /> },
  { to: paths.changePassword, title: 'Change Password', text: 'Keep your account secure', icon: <KeyOutlined /> },
];

/** /user-profile (docs/accounts-and-security.md): the shopper's account page, one link per part of the account. */
export default function UserProfilePage() {
  const session = useSession();
  const user = session?.user;
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() : '';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 1, sm: 3 } }}>
      <PageMeta title={`My account | ${SHOP.name}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56, fontSize: 22 }} aria-hidden>
          {initials || 'U'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 } }} noWrap>
            {user ? `Hello, ${user.firstName}` : 'My account'}
          </Typography>
          {user && (
            <Typography color="text.secondary" variant="body2">
              +91 {user.phone}
              {user.email ? ` · ${user.email}` : ''}
            </Typography>
          )}
        </Box>
      </Box>
      <Box component="nav" aria-label="My account" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {sections.map((s) => (
          <Card key={s.to} sx={{ borderRadius: 3 }}>
            <CardActionArea component={RouterLink} to={s.to} sx={{ p: 2.25, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-start' }}>
              <Avatar sx={{ bgcolor: 'rgba(27,42,74,0.08)', color: 'primary.main' }} aria-hidden>
                {s.icon}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
                  {s.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.text}
                </Typography>
              </Box>
              <ChevronRight sx={{ color: 'text.secondary' }} aria-hidden />
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
