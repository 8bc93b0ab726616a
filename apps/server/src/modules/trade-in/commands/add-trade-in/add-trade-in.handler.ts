import { DomainError } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { TradeInStreams } from '../../streams/trade-in-streams';
import { AddTradeInCommand } from './add-trade-in.command';

@CommandHandler(AddTradeInCommand)
export class AddTradeInHandler implements ICommandHandler<AddTradeInCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly streams: TradeInStreams) {}

  async execute({ tradeInId, meta }: AddTradeInCommand) {
    const by = meta.principal!.userId;
    const companyId = (await userContact(this.db, by))?.companyId ?? 0;
    if (companyId <= 0) throw new DomainError('trade_in.no_company', 'precondition', 'Your account belongs to no dealer company', 'tradeInId');
    const { written } = await this.streams.execute(tradeInId, { type: 'AddToInventory', companyId, by, now: meta.now.toISOString() }, meta, { access: { staff: true } });
    return written;
  }
}
