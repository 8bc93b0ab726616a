import { tradeInDecider, tradeInStreamId, usableOffer, valueTradeIn, type TradeInCondition } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedCommands } from '../../platform/commands/event-sourced-commands';
import { PRICE_GUIDE, type PriceGuide } from './price-guide/price-guide.port';
import { VALUE_RULES, type ValueRulesSource } from './price-guide/value-rules.source';

export interface UsableTradeInValue {
  /** Cents. */
  readonly value: number;
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly expiresAt: string;
}

/**
 * What other modules (purchase) may ask the trade-in context, injectable once TradeInModule is imported. Decisions
 * about money read the stream (exact), never the read model.
 */
@Injectable()
export class TradeInPublicApi {
  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(PRICE_GUIDE) private readonly priceGuide: PriceGuide,
    @Inject(VALUE_RULES) private readonly rules: ValueRulesSource,
  ) {}

  /** The value a purchase may take: the owner's confirmed offer, or their offer while it is valid; else null. */
  async usableTradeInValue(tradeInId: string, userId: string, now: Date): Promise<UsableTradeInValue | null> {
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(tradeInId));
    const offer = usableOffer(state, userId, now.toISOString());
    return offer ? { value: offer.value, priceLow: offer.priceLow, priceHigh: offer.priceHigh, expiresAt: offer.expiresAt } : null;
  }

  /**
   * An estimate for a vehicle the customer owns (the garage): the same price guide, value rules and model as an
   * appraisal, in good condition with a clean title and two keys. Null when the model cannot value it.
   */
  async estimateValue(
    vehicle: { readonly makeId: number | null; readonly modelId: number | null; readonly trimId: number | null; readonly year: number },
    kilometres: number, province: string, now: Date,
  ): Promise<{ value: number; priceLow: number; priceHigh: number } | null> {
    const [record, rules] = await Promise.all([this.priceGuide.priceRecord(vehicle, province), this.rules.rulesFor(vehicle)]);
    const valuation = valueTradeIn({
      msrp: record.msrp, modelYear: vehicle.year, asOf: now.toISOString(), kilometres, province, condition: ESTIMATE_CONDITION, equipment: [], rules,
    });
    return valuation.kind === 'valued' ? { value: valuation.value, priceLow: valuation.priceLow, priceHigh: valuation.priceHigh } : null;
  }
}

/** What an estimate assumes about a vehicle nobody has described yet. */
const ESTIMATE_CONDITION: TradeInCondition = {
  anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false, generalCondition: 1,
  hasBeenSmokedIn: false, numberOfKeys: 2, accidentedWindShield: false, accidentedWindShieldDetails: null, accidented: false,
  accidentedDetails: null, tireConditions: 1, titleBrand: 'clean',
};
