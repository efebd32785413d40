import type { ReactNode } from 'react';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SHOP } from '../../../shared/constants';
import { PolicyLayout, PolicyLink, PolicySection, PolicyText, shopAddressLines, shopMailHref, shopTelHref } from './policy-layout';
import { GrievanceOfficer } from './grievance-officer';
import { ComplaintSection } from './complaint-section';
import { paths } from '../../lib/paths';

/** One way to reach the shop: its icon, heading and the way itself, with a line about when (the note) under it. */
function ContactCard({ icon, heading, note, children }: { icon: ReactNode; heading: string; note?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'flex-start', height: '100%', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.4, mb: 0.5 }}>
          {heading}
        </Typography>
        <Box sx={{ typography: 'body1', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {children}
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {note}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** Route: /contact-us */
export default function ContactPage() {
  const addressLines = shopAddressLines();
  return (
    <PolicyLayout
      title="Contact Us"
      intro={
        <p>
          We are happy to help with product advice, orders, deliveries, returns and anything else about shopping at {SHOP.name}. Reach us by e-mail or phone, or
          write to us at our address in {SHOP.address.city}.
        </p>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2, sm: 2.5 },
          mb: { xs: 3, sm: 4 },
        }}
      >
        <ContactCard icon={<EmailOutlined />} heading="E-mail" note="Replies are sent during support hours.">
          <Link href={shopMailHref} underline="always">
            {SHOP.email}
          </Link>
        </ContactCard>

        <ContactCard icon={<PhoneOutlined />} heading="Phone" note="Calls and messages during support hours.">
          <Link href={shopTelHref} underline="always">
            {SHOP.mobileDisplay}
          </Link>
        </ContactCard>

        <ContactCard icon={<PlaceOutlined />} heading="Postal address">
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {addressLines.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Box>
        </ContactCard>

        <ContactCard
          icon={<AccessTimeOutlined />}
          heading="Support hours"
          note="Closed on Sundays and public holidays. Messages received outside these hours are answered on the next working day."
        >
          {SHOP.supportHours}
        </ContactCard>
      </Box>

      <PolicySection heading="Questions about an order">
        <PolicyText>
          For order questions keep your order code handy. You will find it in My Orders and in your order confirmation. Please also tell us your registered
          mobile number, so that we can find your order quickly and verify that it is yours. For security, we will never ask you for an OTP, card details or UPI
          PIN.
        </PolicyText>
        <PolicyText>
          You can cancel an order, follow its status and download its GST tax invoice yourself from My Orders. For returns and refunds, see our{' '}
          <PolicyLink to={paths.returns}>Return and Replacement Policy</PolicyLink> and <PolicyLink to={paths.refund}>Refund Policy</PolicyLink>.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Grievance Officer">
        <PolicyText>
          If your concern has not been resolved to your satisfaction, you may write to our Grievance Officer, appointed under the Information Technology Act,
          2000 and the Consumer Protection (E-Commerce) Rules, 2020:
        </PolicyText>
        <GrievanceOfficer />
      </PolicySection>
      <ComplaintSection />
    </PolicyLayout>
  );
}
