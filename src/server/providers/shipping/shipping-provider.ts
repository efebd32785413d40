// A shipping aggregator's serviceability answer, before the shop's own rules (docs/shipping.md).

export interface CourierQuote {
  courier_name: string;
  /** The courier's own rate in rupees. */
  rate: number;
  rating: number;
  is_surface: boolean;
  estimated_delivery_days: number;
  /** The aggregator's own expected delivery date (yyyy-mm-dd), when it gives one. */
  etd?: string;
}

export interface ServiceabilityRequest {
  pickupPinCode: string;
  deliveryPinCode: string;
  /** Kilograms: the larger of total metrix and total product weight. */
  weightKg: number;
  cod: 0;
  box: { length: number; breadth: number; height: number };
}

export interface ShippingProvider {
  readonly name: string;
  serviceability(req: ServiceabilityRequest): Promise<CourierQuote[]>;
}
