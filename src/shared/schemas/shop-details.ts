// Who sells and who answers complaints, from the server's settings (SELLER_*, GRIEVANCE_*): the
// product page shows the seller near Add to cart, the contact page names the Grievance Officer.
import { z } from 'zod';

export const shopDetailsAnswer = z.object({
  Seller: z.object({ Name: z.string(), Address: z.string(), Gstin: z.string() }),
  GrievanceOfficer: z.object({ Name: z.string(), Designation: z.string(), Phone: z.string(), Email: z.string() }),
});
export type ShopDetails = z.infer<typeof shopDetailsAnswer>;
