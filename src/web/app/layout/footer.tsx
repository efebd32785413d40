import { Link as RouterLink } from 'react-router';
import { SHOP } from '@shared/constants';
import { paths } from '../../lib/paths';
import css from '../../components/shell.module.css';

const policyLinks = [
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Refund Policy', to: paths.refund },
  { label: 'Return and Replacement Policy', to: paths.returns },
  { label: 'Shipping Policy', to: paths.shipping },
  { label: 'Contact Us', to: paths.contact },
];

export function Footer() {
  return (
    <footer className={css.footer}>
      <div className={css.container}>
        <div className={css.footerGrid}>
          <div>
            <p className={css.footerName}>{SHOP.name}</p>
            <p className={css.footerText}>{SHOP.tagline}. All prices are in Indian Rupees and include GST.</p>
          </div>
          <div>
            <h2 className={css.footerHeading}>Policies and help</h2>
            <ul className={css.footerLinks}>
              {policyLinks.map((l) => (
                <li key={l.to}>
                  <RouterLink to={l.to} className={css.footerLink}>
                    {l.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={css.footerHeading}>Reach us</h2>
            <p className={css.footerText}>
              {SHOP.address.city}, {SHOP.address.state} {SHOP.address.pinCode}
            </p>
            <a href={`mailto:${SHOP.email}`} className={css.footerLink}>
              {SHOP.email}
            </a>
            <a href={`tel:+91${SHOP.mobile}`} className={css.footerLink}>
              {SHOP.mobileDisplay}
            </a>
          </div>
        </div>
        <p className={css.legal}>
          © {new Date().getFullYear()} {SHOP.legalName}, {SHOP.address.city}, {SHOP.address.state}. Secure online payments. Made in India.
        </p>
      </div>
    </footer>
  );
}
