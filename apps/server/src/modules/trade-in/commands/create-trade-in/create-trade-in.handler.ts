import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { written } from '../../../../platform/read-your-writes';
import { DB } from '../../../../platform/tokens';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { resolveVehicle } from '../../adapters/resolve-vehicle';
import { CreateTradeInCommand } from './create-trade-in.command';

@CommandHandler(CreateTradeInCommand)
export class CreateTradeInHandler implements ICommandHandler<CreateTradeInCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly streams: TradeInStreams) {}

  async execute({ vehicle, meta, flow }: CreateTradeInCommand) {
    const tradeInId = randomUUID();
    const { owner } = ownerOf(meta);
    const resolved = await resolveVehicle(this.db, vehicle, meta.now.getUTCFullYear());
    const { written: w } = await this.streams.execute(tradeInId, {
      type: 'StartTradeIn', tradeInId, userId: owner, flow, vehicle: resolved, brand: meta.brand ?? 'default', now: meta.now.toISOString(),
    }, meta, { access: { owner } });
    return written({ tradeInId, version: w.answer.version }, w.position);
  }
}
