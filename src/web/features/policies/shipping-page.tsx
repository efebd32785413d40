import { ORDER_PROCESSING_NOTE, POLICY, SHOP } from '../../../shared/constants';
import { PolicyContactDetails, PolicyLayout, PolicyLink, PolicyList, PolicySection, PolicyText } from './policy-layout';
import { paths } from '../../lib/paths';

/** Route: /shipping-policy */
export default function ShippingPage() {
  return (
    <PolicyLayout
      title="Shipping Policy"
      intro={
        <p>
          {SHOP.name} ships from {SHOP.address.city}, {SHOP.address.state} to customers across India. This policy explains where we deliver, how long it takes,
          what it costs and what to do if something goes wrong on the way.
        </p>
      }
    >
      <PolicySection heading="Where we deliver">
        <PolicyText>
          We deliver to addresses within India only, through our courier partners. We do not ship internationally. Serviceability is checked against your
          delivery PIN code at checkout; if none of our courier partners can reach a PIN code, we will not be able to ship to that address.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Order processing">
        <PolicyText>
          <strong>{ORDER_PROCESSING_NOTE}.</strong> Processing starts once your payment is confirmed and covers checking, packing and handing the order to the
          courier partner. Working days are Monday to Saturday, excluding public holidays. Orders placed on a Sunday or a holiday are processed from the next
          working day.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Delivery time">
        <PolicyText>
          After dispatch, most orders are delivered within <strong>{POLICY.deliveryBusinessDays} business days</strong>. Deliveries to remote areas, hill
          regions, the North-Eastern states, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep may take longer. Delivery times are
          estimates and can be affected by weather, local restrictions, strikes, festivals and other events beyond our control.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Shipping charges">
        <PolicyText>
          Shipping charges depend on the weight of the package and the delivery PIN code. They are calculated at checkout and shown to you before you pay, and
          they appear as a separate line on your GST tax invoice. Product prices are in INR and include GST.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Tracking your order">
        <PolicyText>
          When your order is shipped, its status in My Orders changes to &ldquo;Shipped&rdquo; and, where available, shows the courier partner and tracking
          number so you can follow the shipment. Your GST tax invoice can be downloaded from My Orders at any time.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Receiving your order">
        <PolicyList>
          <li>
            Please make sure that someone is available at the delivery address and that the phone number given for the address is reachable, as the courier may
            call before delivery.
          </li>
          <li>
            Check the package before accepting it. If the outer box is torn, crushed, wet or shows signs of tampering, you may refuse the delivery, or accept it
            and note the damage with the courier.
          </li>
          <li>
            We recommend recording a video while opening the sealed package. Report any transit damage, missing item or wrong product within{' '}
            {POLICY.returnWindowDays} days of delivery, as described in our <PolicyLink to={paths.returns}>Return and Replacement Policy</PolicyLink>.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection heading="Failed delivery and returned shipments">
        <PolicyText>
          If the courier partner cannot deliver the order after its delivery attempts, for example because the address is incomplete, the premises are locked or
          the phone is unreachable, the shipment is returned to us. We will then contact you to arrange re-delivery or a refund to your original payment method.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Changing the delivery address">
        <PolicyText>
          The delivery address cannot be changed once an order is shipped. If you need to correct it before dispatch, contact us as soon as possible with your
          order code. You can also cancel the order from My Orders at any time until it is delivered and place a new one with the correct address; a cancelled
          paid order is refunded in full as explained in our <PolicyLink to={paths.refund}>Refund Policy</PolicyLink>.
        </PolicyText>
      </PolicySection>

      <PolicySection heading="Delayed orders">
        <PolicyText>
          If your order has not arrived within {POLICY.followUpBusinessDays} business days of being shipped, please contact us with your order code. We will
          follow up with the courier partner and keep you informed until the order reaches you or is refunded.
        </PolicyText>
        <PolicyContactDetails />
      </PolicySection>
    </PolicyLayout>
  );
}
