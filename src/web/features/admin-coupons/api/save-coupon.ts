import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponForm } from '@shared/schemas/coupons';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

export interface SaveCouponInput {
  /** The coupon to change; without it a new one is created. */
  id?: number;
  body: CouponForm;
}

/** POST Admin/coupons or PUT Admin/coupons/{id}; the screen shows a refusal's Message itself. */
export const saveCoupon = ({ id, body }: SaveCouponInput) =>
  api<{ Status: true; Message: string; Coupon: Coupon }>(id === undefined ? 'Admin/coupons' : `Admin/coupons/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    toastOnError: false,
  });

export function useSaveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSettled: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
