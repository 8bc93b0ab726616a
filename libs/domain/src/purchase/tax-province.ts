import type { DeliveryMethod } from './transaction.events';

/** What the taxes' province is read from: the vehicle's dealer and the buyer's delivery choice. */
export interface TaxPlace {
  readonly vehicle: { readonly dealer: { readonly province: string } };
  readonly delivery: { readonly method: DeliveryMethod; readonly province?: string | null } | null;
}

/**
 * The province whose sales taxes the dealer collects: where the vehicle is delivered to the buyer (place of supply of
 * tangible property: "delivered or made available in that province to the recipient", Excise Tax Act Sch. IX Part II;
 * CRA GST/HST Technical Information Bulletin B-103). So the delivery address's province for a delivery, the dealer's for
 * a pickup and until the delivery step is saved. Never the billing province, which the buyer merely types; registering
 * the vehicle in another province afterwards does not change what the dealer collects. A delivery saved before its
 * province was recorded counts as the dealer's (the delivery radius keeps it close to the dealer).
 */
export function taxProvince(t: TaxPlace): string {
  return (t.delivery?.method === 'delivery' && t.delivery.province) || t.vehicle.dealer.province;
}
