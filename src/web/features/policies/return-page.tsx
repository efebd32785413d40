import Link from '@mui/material/Link';
import { POLICY, SHOP } from '../../../shared/constants';
import { PolicyLayout, PolicyLink, PolicyList, PolicySection, PolicyText, shopMailHref, shopTelHref } from './policy-layout';
import { paths } from '../../lib/paths';

/** Route: /return-policy */
export default function ReturnPage() {
  return (
    <PolicyLayout
      title="Return and Replacement Policy"
      intro={
        <p>
          Every order from {SHOP.name} is checked before it is packed. If something is still not right when it reaches you, we will put it right. This policy
          explains when a product can be returned for replacement, how to raise a request and what happens next. It should be read together with our{' '}
          <PolicyLink to={paths.refund}>Refund Policy</PolicyLink> and <PolicyLink to={paths.terms}>Terms and Conditions</PolicyLink>.
        </p>
      }
    >
      <PolicySection heading="Return window">
        <PolicyText>
          You may request a return within <strong>{POLICY.returnWindowDays} days of delivery</strong>. The delivery date recorded by our courier partner is used
          to calculate the window. Requests received after {POLICY.returnWindowDays} days cannot be accepted, but products remain covered by the
          manufacturer&rsquo;s warranty where one applies (see below).
        </PolicyText>
      </PolicySection>

      <PolicySection heading="When a return is accepted">
        <PolicyText>We accept returns for replacement when:</PolicyText>
        <PolicyList>
          <li>the product was damaged in transit, or the outer package was visibly tampered with;</li>
          <li>the product has a manufacturing defect or does not work on arrival;</li>
          <li>you received a different product, model or colour from the one you ordered;</li>
          <li>accessories, parts or the manual listed for the product are missing from the box.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="When a return is not accepted">
        <PolicyList>
          <li>change of mind, or a product that works as described but does not suit your preference in sound, fit or style;</li>
          <li>damage caused after delivery, including drops, liquid damage, burns, use of an unsuitable charger or power supply, or attempted repairs;</li>
          <li>products returned without the original box, accessories, manuals, warranty card or free items that came with them;</li>
          <li>products whose serial number or warranty sticker has been removed, altered or tampered with;</li>
          <li>in-ear earphones, earbuds and ear tips that have been used, for reasons of hygiene, unless they are defective;</li>
          <li>normal wear and tear, and cosmetic marks that do not affect the working of the product;</li>
          <li>requests raised after the {POLICY.returnWindowDays}-day return window.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="How to request a return">
        <PolicyList ordered>
          <li>
            Within {POLICY.returnWindowDays} days of delivery, open My Orders, choose Request return on the order, pick the items and quantities, the reason
            and, if you like, a comment. You can follow the request there, and we tell you by SMS (and e-mail, if your profile has one) at every step. You can
            also reach us by e-mail at{' '}
            <Link href={shopMailHref} underline="always">
              {SHOP.email}
            </Link>{' '}
            or by phone on{' '}
            <Link href={shopTelHref} underline="always">
              {SHOP.mobileDisplay}
            </Link>{' '}
            ({SHOP.supportHours}), quoting your order code and registered mobile number.
          </li>
          <li>
            Add up to three clear photographs of the product, the box and the shipping label to the request. For transit damage or missing items, an unboxing
            video recorded while opening the sealed package helps us resolve your request quickly, so we recommend recording one for every order.
          </li>
          <li>
            We will review your request and tell you whether it is approved and how the product will come back to us: by a reverse pick-up arranged through our
            courier partner where your PIN code is serviceable, or otherwise by you sending it to us, in which case we reimburse the reasonable courier charges
            for an approved return.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="Packing the product">
        <PolicyText>
          Pack the product securely in its original box with all accessories, manuals, the warranty card and any free items, and include a copy of the tax
          invoice (you can download it from My Orders). Please remove any personal data, pairings and accounts from the device before sending it. We are not
          responsible for products lost or damaged because they were not packed adequately when you ship them yourself.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Inspection">
        <PolicyText>
          When the returned product reaches us, we inspect it within up to <strong>{POLICY.inspectionBusinessDays} business days</strong> to confirm the problem
          and check that it meets the conditions of this policy. We will inform you of the outcome by e-mail or phone.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Replacement">
        <PolicyText>
          Once the return is approved after inspection, we dispatch a replacement of the same product and variant at no extra cost. The replacement is normally
          delivered within <strong>{POLICY.replacementDeliveryBusinessDays} business days</strong> of approval, depending on your location. If the same product
          is no longer available, we will offer you a full refund of the amount paid for it to your original payment method instead, as described in our{' '}
          <PolicyLink to={paths.refund}>Refund Policy</PolicyLink>; refunds are usually credited within {POLICY.refundCreditBusinessDays} business days of being
          initiated.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="If a return is not approved">
        <PolicyText>
          If inspection shows that the product does not qualify under this policy, we will explain the reason and ship the product back to your delivery
          address. Where the fault is covered by the manufacturer&rsquo;s warranty, we will guide you to the brand&rsquo;s authorised service centre.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Manufacturer's warranty">
        <PolicyText>
          Many of our products carry a warranty from the brand or manufacturer. After the return window, a defect is handled under that warranty by the
          brand&rsquo;s authorised service centres, on the manufacturer&rsquo;s terms. Keep your tax invoice from My Orders as proof of purchase, and contact us
          if you need help with a claim.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Need help?">
        <PolicyText>
          If you have not heard from us about your request within {POLICY.followUpBusinessDays} business days, please follow up with your order code on our{' '}
          <PolicyLink to={paths.contact}>Contact Us</PolicyLink> page and we will look into it right away.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
