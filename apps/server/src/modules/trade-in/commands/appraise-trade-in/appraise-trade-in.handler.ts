import { Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { priceBasisOf } from '../../adapters/price-guide/price-basis';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PRICE_GUIDE, type PriceGuide } from '../../adapters/price-guide/price-guide.port';
import { VALUE_RULES, type ValueRulesSource } from '../../adapters/price-guide/value-rules.source';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { AppraiseTradeInCommand } from './appraise-trade-in.command';

/** Brings the price basis (record and segment, ADR 0058) and the staff value rules of the vehicle; the pure decider values it. */
@CommandHandler(AppraiseTradeInCommand)
export class AppraiseTradeInHandler implements ICommandHandler<AppraiseTradeInCommand> {
  constructor(
    private readonly streams: TradeInStreams,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PRICE_GUIDE) private readonly priceGuide: PriceGuide,
    @Inject(VALUE_RULES) private readonly rules: ValueRulesSource,
  ) {}

  async execute(c: AppraiseTradeInCommand) {
    const access = ownerOf(c.meta);
    const loaded = await this.streams.load(c.tradeInId, access);
    const { state } = loaded;
    const vehicle = state.vehicle!;
    const [record, rules] = await Promise.all([
      priceBasisOf(this.db, this.priceGuide, vehicle, state.basic?.province ?? 'QC', state.basic?.mileage),
      this.rules.rulesFor(vehicle),
    ]);
    const { written } = await this.streams.execute(c.tradeInId, {
      type: 'Appraise', msrp: record.msrp, equipment: record.equipment, segment: record.segment, rules, now: c.meta.now.toISOString(),
    }, c.meta, { access, expectedVersion: c.expectedVersion, loaded });
    return written;
  }
}
