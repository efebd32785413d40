import Link from '@mui/material/Link';
import { MAX_ADDRESSES, OTP_VALID_MINUTES, SHOP } from '../../../shared/constants';
import { GrievanceOfficer } from './grievance-officer';
import { PolicyLayout, PolicyLink, PolicyList, PolicySection, PolicyText, shopMailHref } from './policy-layout';
import { paths } from '../../lib/paths';

/** Route: /privacy-policy */
export default function PrivacyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={
        <>
          <p>
            {SHOP.legalName} (&ldquo;{SHOP.name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains what personal
            information we collect when you use our website and buy from us, why we collect it, who we share it with, how long we keep it and the choices and
            rights you have.
          </p>
          <p>
            It is published in accordance with the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures
            and Sensitive Personal Data or Information) Rules, 2011, and the Consumer Protection (E-Commerce) Rules, 2020, and is intended to be consistent with
            the Digital Personal Data Protection Act, 2023. By using the website you consent to the processing of your information as described here.
          </p>
        </>
      }
    >
      <PolicySection heading="1. Information we collect">
        <PolicyText>We collect only what we need to run the shop and serve you:</PolicyText>
        <PolicyList>
          <li>
            <strong>Account details:</strong> your name, mobile number and e-mail address.
          </li>
          <li>
            <strong>Addresses:</strong> the delivery and billing addresses you save (up to {MAX_ADDRESSES}), including the contact name, phone number and PIN
            code for each.
          </li>
          <li>
            <strong>Orders:</strong> the products you buy, order amounts, taxes, shipping charges, order status, cancellations, returns and replacements, and
            the GST tax invoices we issue to you.
          </li>
          <li>
            <strong>Payment references:</strong> the transaction reference, amount, status and payment method type returned to us by the payment gateway. We
            never receive or store your card number, CVV, UPI PIN or net banking credentials.
          </li>
          <li>
            <strong>Support communication:</strong> e-mails, messages and call notes when you contact us, including any photographs or videos you send for a
            return request.
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, browser and device type, and server logs of requests made to the website, used for
            security, fraud prevention and troubleshooting.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="2. Sign-in with mobile number and OTP">
        <PolicyText>
          You sign in with your mobile number and a one-time password (OTP). The OTP is sent to you by SMS through our SMS service provider, is valid for{' '}
          {OTP_VALID_MINUTES} minutes and can be used only once. OTPs are kept only until they are used or expire, and we limit the number of OTP requests and
          attempts to protect your account from misuse. We do not ask customers to create a password. We will never ask you to tell us an OTP by phone, e-mail
          or message.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="3. Payments">
        <PolicyText>
          All payments are processed by our payment gateway partner, which is regulated under the applicable Reserve Bank of India framework and follows
          card-industry security standards. You enter your card, UPI or bank details directly on the gateway&rsquo;s secure page. These details are handled by
          the payment gateway and are never stored by {SHOP.name}. We receive only the information needed to confirm and reconcile your payment and to process
          refunds.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="4. How we use your information">
        <PolicyList>
          <li>to create and manage your account and sign you in securely;</li>
          <li>to process, pack, ship and deliver your orders and keep you informed of their status;</li>
          <li>to issue GST tax invoices and keep the accounting and tax records required by law;</li>
          <li>to handle cancellations, returns, replacements, refunds and warranty support;</li>
          <li>to answer your questions and resolve complaints;</li>
          <li>to detect and prevent fraud, abuse and security incidents;</li>
          <li>to comply with legal obligations and lawful requests from authorities;</li>
          <li>
            with your consent only, to send you offers and news about new products. You can opt out of promotional messages at any time; service messages about
            your orders will continue.
          </li>
        </PolicyList>
        <PolicyText>We do not sell, rent or trade your personal information to anyone.</PolicyText>
      </PolicySection>

      <PolicySection heading="5. Who we share information with">
        <PolicyText>We share personal information only as needed to serve you:</PolicyText>
        <PolicyList>
          <li>
            <strong>Courier partners</strong> receive the recipient name, delivery address, PIN code and phone number to deliver your order and to arrange
            return pick-ups.
          </li>
          <li>
            <strong>Our payment gateway partner</strong> receives the order amount and reference to process your payment and any refund.
          </li>
          <li>
            <strong>Our SMS and e-mail service providers</strong> receive your mobile number or e-mail address to send OTPs and order updates.
          </li>
          <li>
            <strong>Hosting and IT service providers</strong> store and process data on our behalf under contractual obligations of confidentiality and
            security.
          </li>
          <li>
            <strong>Government and law-enforcement authorities</strong>, when we are required to do so by law or by a lawful order.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="6. Cookies and local storage">
        <PolicyText>The website uses a small amount of cookies and browser local storage that are necessary for it to work:</PolicyText>
        <PolicyList>
          <li>
            a <strong>cart identifier</strong>, so that the items in your cart are kept while you browse and between visits;
          </li>
          <li>
            <strong>sign-in tokens</strong>, so that you stay signed in securely without entering a new OTP on every page;
          </li>
          <li>simple preferences, such as the settings you choose on the website.</li>
        </PolicyList>
        <PolicyText>
          We do not use advertising or cross-site tracking cookies. You can clear cookies and local storage in your browser settings at any time; doing so will
          sign you out and may empty your cart.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="7. How long we keep information">
        <PolicyList>
          <li>Account details and saved addresses are kept for as long as your account is active.</li>
          <li>
            Orders, invoices and payment references are kept for the period required under the Central Goods and Services Tax Act, 2017, the Income-tax Act and
            other applicable laws, even if you close your account.
          </li>
          <li>OTPs are discarded once used or expired.</li>
          <li>
            Support communication and technical logs are kept only for as long as needed to resolve the matter, protect the website and meet legal requirements,
            and are then deleted or anonymised.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="8. Security">
        <PolicyText>
          We use reasonable security practices to protect your information, including encrypted (HTTPS) connections, access controls that limit staff access to
          what their role requires, and regular review of our systems. No method of transmission or storage is completely secure, but we work to protect your
          data and will inform you and the relevant authorities of a personal data breach where the law requires.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="9. Your rights and choices">
        <PolicyText>Subject to applicable law, you have the right to:</PolicyText>
        <PolicyList>
          <li>access the personal information we hold about you;</li>
          <li>correct or update it; you can manage your saved addresses yourself after signing in, and we will correct any other details on request;</li>
          <li>ask us to delete your account and personal information, except records we must keep by law (such as tax invoices);</li>
          <li>withdraw your consent to promotional messages at any time;</li>
          <li>raise a grievance about the handling of your personal information;</li>
          <li>nominate another person to exercise these rights on your behalf in the event of death or incapacity.</li>
        </PolicyList>
        <PolicyText>
          To exercise any of these rights, e-mail us at{' '}
          <Link href={shopMailHref} underline="always">
            {SHOP.email}
          </Link>{' '}
          from your registered e-mail address, or quote your registered mobile number so we can verify your identity.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="10. Children">
        <PolicyText>
          The website is not directed at children. We do not knowingly collect personal information from minors without the consent of a parent or legal
          guardian. If you believe a child has given us personal information without such consent, please contact us and we will delete it.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="11. Grievance Officer">
        <PolicyText>
          Questions, concerns or complaints about this policy or the processing of your personal information can be addressed to our Grievance Officer:
        </PolicyText>
        <GrievanceOfficer />
      </PolicySection>

      <PolicySection heading="12. Changes to this policy">
        <PolicyText>
          We may update this Privacy Policy from time to time. The current version is always available on this page with its &ldquo;Last updated&rdquo; date.
          Please also read our <PolicyLink to={paths.terms}>Terms and Conditions</PolicyLink>.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
