/** What an address needs to be written on a parcel (a saved address, an order's delivery address). */
export interface PostalAddress {
  AddressLine1: string;
  AddressLine2?: string | null;
  Taluk: string;
  City: string;
  State: string;
  PinCode: string;
  PhoneNumber: string;
}

/** An address as the shop writes it under a name: the street, then the place and pin code, then the phone. */
export function AddressLines({ address: a }: { address: PostalAddress }) {
  return (
    <>
      {[a.AddressLine1, a.AddressLine2].filter(Boolean).join(', ')}
      <br />
      {a.Taluk}, {a.City}, {a.State} - {a.PinCode}
      <br />
      +91 {a.PhoneNumber}
    </>
  );
}
