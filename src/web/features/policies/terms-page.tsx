import Link from '@mui/material/Link';
import { MAX_ADDRESSES, ORDER_PROCESSING_NOTE, OTP_VALID_MINUTES, POLICY, SHOP } from '../../../shared/constants';
import { PolicyLayout, PolicyLink, PolicyList, PolicySection, PolicyText, shopAddressLines, shopMailHref, shopTelHref } from './policy-layout';
import { GrievanceOfficer } from './grievance-officer';
import { paths } from '../../lib/paths';

/** Route: /terms-and-conditions */
export default function TermsPage() {
  const address = shopAddressLines().slice(1).join(', ');
  return (
    <PolicyLayout
      title="Terms and Conditions"
      intro={
        <>
          <p>
            Welcome to {SHOP.name}. These Terms and Conditions govern your use of our website and the purchase of products from us. Please read them carefully
            before placing an order. By browsing the website, signing in or placing an order, you agree to be bound by these terms together with our{' '}
            <PolicyLink to={paths.privacy}>Privacy Policy</PolicyLink>, <PolicyLink to={paths.shipping}>Shipping Policy</PolicyLink>,{' '}
            <PolicyLink to={paths.returns}>Return and Replacement Policy</PolicyLink> and <PolicyLink to={paths.refund}>Refund Policy</PolicyLink>, which form
            part of these terms.
          </p>
          <p>
            This document is an electronic record under the Information Technology Act, 2000 and the rules made under it, and is published in accordance with
            the Consumer Protection (E-Commerce) Rules, 2020. It does not require any physical or digital signature.
          </p>
        </>
      }
    >
      <PolicySection heading="1. About us">
        <PolicyText>
          The website {SHOP.name} is owned and operated by {SHOP.legalName}, a business registered in India with its place of business at {address} (&ldquo;
          {SHOP.name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo; or &ldquo;our&rdquo;). We sell headphones, earphones, speakers, studio equipment and related
          electronics and accessories to customers in India. &ldquo;You&rdquo; and &ldquo;customer&rdquo; refer to any person who visits the website or places
          an order on it.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="2. Eligibility">
        <PolicyText>
          You may place orders only if you are competent to enter into a binding contract under the Indian Contract Act, 1872. If you are a minor, you may use
          the website only with the involvement and consent of a parent or legal guardian, who will be responsible for the order. We may refuse service or close
          an account where we reasonably believe these terms have been breached.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="3. Your account and sign-in">
        <PolicyList>
          <li>
            You sign in with your Indian mobile number and a one-time password (OTP) that we send to it by SMS. An OTP is valid for {OTP_VALID_MINUTES} minutes
            and can be used only once. There is no separate password to remember.
          </li>
          <li>
            You are responsible for keeping your mobile phone and SIM secure and for all activity carried out after a successful OTP sign-in. Never share an OTP
            with anyone. {SHOP.name} staff will never call or message you to ask for an OTP.
          </li>
          <li>
            Please keep your name, e-mail address and delivery addresses accurate and up to date. You may save up to {MAX_ADDRESSES} delivery addresses in your
            account.
          </li>
          <li>
            If you lose access to your mobile number or suspect that someone else has used your account, contact us immediately so that we can help secure it.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="4. Products and product information">
        <PolicyText>
          We take care to describe and photograph every product accurately, using information provided by the brand or manufacturer. Colours, finishes and
          packaging may vary slightly from the images shown because of screen settings or changes made by the manufacturer. Specifications such as battery life,
          range and frequency response are the manufacturer&rsquo;s figures and may vary with use. Where a product is sold in several variants (for example,
          colour or model), please check that you have selected the variant you want before paying.
        </PolicyText>
        <PolicyText>
          All products are new and genuine. Where a product carries a manufacturer&rsquo;s warranty, the warranty is provided by the manufacturer on its own
          terms and is serviced through its authorised service centres; we will gladly help you with the invoice and any information you need to make a warranty
          claim.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="5. Prices and taxes">
        <PolicyList>
          <li>All prices are in Indian Rupees (INR) and include Goods and Services Tax (GST). The applicable tax is shown separately on your tax invoice.</li>
          <li>
            Shipping charges, where applicable, are calculated at checkout from the delivery PIN code and the package weight, and are shown to you before you
            pay.
          </li>
          <li>Prices and availability may change without notice. The price that applies to your order is the price shown in your cart at the time you pay.</li>
          <li>
            If a product is listed at an obviously incorrect price because of a technical or typographical error, we may cancel the order. If you have already
            paid, we will refund the full amount to your original payment method.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="6. Orders">
        <PolicyText>
          Placing an order is an offer to buy the products in your cart. A contract is formed when your payment is successful and the order appears in My Orders
          with the status &ldquo;Ordered&rdquo;. We may decline or cancel an order, before or after confirmation, if the product is out of stock, the delivery
          PIN code cannot be served by our courier partners, there is an error in price or product information, or we suspect fraudulent or unauthorised
          activity. In every such case any amount you have paid is refunded in full to your original payment method.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="7. Payment">
        <PolicyList>
          <li>
            We accept online payments only, made through our secure payment gateway partner using the methods it offers at checkout, such as UPI, debit and
            credit cards, net banking and wallets.
          </li>
          <li>We do not offer cash on delivery (COD).</li>
          <li>Your card, UPI and bank details are entered on the payment gateway&rsquo;s secure page and are never received or stored by {SHOP.name}.</li>
          <li>
            If money is debited from your account but the order shows as failed, the amount is normally reversed automatically by your bank or the payment
            gateway. If it is not, please contact us with the order code and we will help you trace it.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="8. Order processing and delivery">
        <PolicyText>
          {ORDER_PROCESSING_NOTE}. We ship within India only, through our courier partners, and once dispatched most orders are delivered within{' '}
          {POLICY.deliveryBusinessDays} business days. Delivery estimates are not guaranteed and may be affected by the location, courier operations, weather,
          public holidays or other events beyond our control. Full details are in our <PolicyLink to={paths.shipping}>Shipping Policy</PolicyLink>.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="9. Tax invoices">
        <PolicyText>
          A GST tax invoice is issued for every order. You can download it at any time from My Orders after signing in. Please keep the invoice, as it is needed
          for returns, replacements and manufacturer warranty claims.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="10. Cancellation by you">
        <PolicyText>
          You can cancel an order yourself from My Orders at any time until it is delivered. If the order was paid, the full amount, including any shipping
          charges, is refunded to your original payment method and is usually credited within {POLICY.refundCreditBusinessDays} business days of the refund
          being initiated. See our <PolicyLink to={paths.refund}>Refund Policy</PolicyLink> for details.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="11. Returns and replacements">
        <PolicyText>
          If a product arrives damaged, defective, incomplete or different from what you ordered, you may request a replacement within {POLICY.returnWindowDays}{' '}
          days of delivery, subject to the conditions in our <PolicyLink to={paths.returns}>Return and Replacement Policy</PolicyLink>.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="12. Acceptable use">
        <PolicyText>When using the website you agree not to:</PolicyText>
        <PolicyList>
          <li>provide false information, impersonate another person or use another person&rsquo;s mobile number;</li>
          <li>attempt to gain unauthorised access to the website, other accounts or our systems, or interfere with their security or normal operation;</li>
          <li>use automated tools to scrape content, place orders or request OTPs;</li>
          <li>
            upload or send anything that is unlawful, defamatory, obscene or that infringes the rights of others, or otherwise breaches the Information
            Technology Act, 2000 or the rules made under it;
          </li>
          <li>buy products for commercial resale without our prior written agreement.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="13. Intellectual property">
        <PolicyText>
          The {SHOP.name} name and logo, the design of the website and its original text, photographs and graphics belong to {SHOP.legalName} or its licensors.
          Product names, brand names and logos belong to their respective owners and are used only to identify the products we sell. You may not copy, reproduce
          or reuse any content of the website for commercial purposes without our written permission.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="14. Limitation of liability">
        <PolicyText>
          To the extent permitted by law, our total liability arising from any order is limited to the amount you paid for that order, and we are not liable for
          indirect or consequential losses such as loss of data, business or profit. We are not responsible for delays or failures caused by events beyond our
          reasonable control, including natural calamities, epidemics, strikes, government orders, and failures of courier, telecom, banking or payment
          networks. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019 or any other law that cannot be excluded by
          contract.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="15. Grievance redressal">
        <PolicyText>
          In accordance with the Information Technology Act, 2000, the rules made under it, and the Consumer Protection (E-Commerce) Rules, 2020, we have
          appointed a Grievance Officer. Complaints about an order, a product, the website or the handling of your personal information may be sent to:
        </PolicyText>
        <GrievanceOfficer />
        <PolicyText>
          Please quote your order code and registered mobile number. We will acknowledge your complaint and resolve it within the time limits laid down by the
          Consumer Protection (E-Commerce) Rules, 2020. If you are not satisfied with our response, you remain free to approach the consumer commission having
          jurisdiction, or to use the National Consumer Helpline.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="16. Governing law and jurisdiction">
        <PolicyText>
          These terms are governed by the laws of India. Subject to your rights under consumer protection law, the courts at {SHOP.address.city},{' '}
          {SHOP.address.state} shall have exclusive jurisdiction over any dispute arising out of or in connection with these terms or your use of the website.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="17. Changes to these terms">
        <PolicyText>
          We may update these terms from time to time, for example to reflect changes in the law or in our services. The updated terms will be posted on this
          page with a new &ldquo;Last updated&rdquo; date. Orders are governed by the terms in force when the order was placed.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="18. Contact us">
        <PolicyText>
          For any question about these terms, write to{' '}
          <Link href={shopMailHref} underline="always">
            {SHOP.email}
          </Link>{' '}
          or call{' '}
          <Link href={shopTelHref} underline="always">
            {SHOP.mobileDisplay}
          </Link>{' '}
          ({SHOP.supportHours}). More ways to reach us are on our <PolicyLink to={paths.contact}>Contact Us</PolicyLink> page.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
