/**
 * Where a trade-in's price record comes from (issue 12 §3): the MSRP of its trim when new and the value when new of
 * the optional equipment. The built-in driver reads the catalog; a third-party price guide would be another driver.
 * The valuation itself is the pure model in libs/domain (`valueTradeIn`).
 */
export interface TradeInPriceRecord {
  /** Cents; null when there is no price record (then advisers value the vehicle). */
  readonly msrp: number | null;
  /** Optional equipment (not standard on the trim) with its value when new, in cents. */
  readonly equipment: readonly { readonly code: string; readonly valueNew: number }[];
}

/** The vehicle a price guide is asked about. Names are known for a trade-in; a garage estimate has only ids. */
export interface PriceGuideVehicle {
  readonly trimId: number | null;
  readonly year: number;
  readonly make?: string;
  readonly model?: string;
  readonly trim?: string | null;
}

export interface PriceGuide {
  priceRecord(vehicle: PriceGuideVehicle, province: string, kilometres?: number): Promise<TradeInPriceRecord>;
}

export const PRICE_GUIDE = Symbol('TradeInPriceGuide');
