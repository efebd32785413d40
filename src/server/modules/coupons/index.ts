// Coupon codes (docs/offers.md): the admin's list, judging a code against a cart, and the uses orders take.
export { default as adminCouponRoutes } from './coupons.routes';
export { heldUses } from './coupons.repo';
export {
  couponWithUses,
  findCouponByCode,
  judgeCoupon,
  releaseUse,
  retakeUse,
  setCartCoupon,
  takeUse,
  usedUpBy,
  usesBy,
  type CouponLine,
  type CouponRow,
  type Verdict,
} from './coupons.service';
