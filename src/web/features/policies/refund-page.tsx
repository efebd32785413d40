import { POLICY, SHOP } from '../../../shared/constants';
import { PolicyContactDetails, PolicyLayout, PolicyLink, PolicyList, PolicySection, PolicyText } from './policy-layout';
import { paths } from '../../lib/paths';

/** Route: /refund-policy */
export default function RefundPage() {
  return (
    <PolicyLayout
      title="Refund Policy"
      intro={
        <p>
          This policy explains when {SHOP.name} issues refunds, how they are paid and how long they take to reach you. All payments on our website are made
          online, so every refund is made to the original payment method.
        </p>
      }
    >
      <PolicySection heading="When you are entitled to a refund">
        <PolicyList>
          <li>
            <strong>You cancel a paid order.</strong> You can cancel an order from My Orders at any time until it is delivered. A cancelled paid order is
            refunded in full, including any shipping charges.
          </li>
          <li>
            <strong>We cancel your order.</strong> If we cannot fulfil an order, for example because a product is out of stock, the delivery PIN code cannot be
            served by our courier partners or a listing contained an error, we cancel it and refund the full amount.
          </li>
          <li>
            <strong>A replacement is not available.</strong> If a return is approved under our{' '}
            <PolicyLink to={paths.returns}>Return and Replacement Policy</PolicyLink> but we cannot supply the same product as a replacement, we refund the
            amount paid for that product.
          </li>
          <li>
            <strong>A payment fails but money is debited.</strong> If your account is debited but the order is shown as failed, the amount is reversed to you.
            This normally happens automatically through your bank or our payment gateway; if it does not, we will arrange the refund once the payment is
            confirmed to us.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="How refunds are paid">
        <PolicyList>
          <li>Refunds are made only to the original payment method used for the order: the same UPI account, card, bank account or wallet.</li>
          <li>We do not refund in cash, by cheque or to a different account, and we do not offer cash on delivery, so there are no cash refunds.</li>
          <li>
            The refund covers the amount you paid, including GST. For cancelled orders and for products refunded after an approved return, there are no
            deductions or cancellation charges.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="Refund timelines">
        <PolicyList>
          <li>
            <strong>Cancelled orders:</strong> the refund is initiated promptly once the cancellation is recorded.
          </li>
          <li>
            <strong>Returned products:</strong> the returned product is first inspected, which takes up to {POLICY.inspectionBusinessDays} business days after
            it reaches us. The refund is initiated once the inspection approves the return and we confirm that no replacement is available.
          </li>
          <li>
            <strong>Credit to your account:</strong> once a refund is initiated, the amount is usually credited to your account within{' '}
            <strong>{POLICY.refundCreditBusinessDays} business days</strong>. The exact time depends on your bank, card issuer or wallet provider.
          </li>
        </PolicyList>
        <PolicyText>
          The status of a cancelled order is shown in My Orders. For a card payment, the credit appears on your card statement, which may be after your next
          billing date.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="If you have not received your refund">
        <PolicyText>
          Please check your bank or card statement first, as the credit may appear under the payment gateway&rsquo;s name rather than ours. If the amount has
          still not reached you after {POLICY.followUpBusinessDays} business days from the date the refund was initiated, contact us with your order code. We
          will follow up with the payment gateway and share the refund reference number, which your bank can use to trace the credit.
        </PolicyText>
        <PolicyContactDetails />
      </PolicySection>

      <PolicySection heading="Related policies">
        <PolicyText>
          Please also read our <PolicyLink to={paths.returns}>Return and Replacement Policy</PolicyLink>,{' '}
          <PolicyLink to={paths.shipping}>Shipping Policy</PolicyLink> and <PolicyLink to={paths.terms}>Terms and Conditions</PolicyLink>.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
