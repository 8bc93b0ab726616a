import { TradeInErrors } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config';
import { CONFIG } from '../../../../platform/tokens';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { phoneCodeHash } from '../send-sms-code-trade-in/phone-code';
import { FinalizeStandaloneCommand } from './finalize-standalone.command';

@CommandHandler(FinalizeStandaloneCommand)
export class FinalizeStandaloneHandler implements ICommandHandler<FinalizeStandaloneCommand> {
  constructor(@Inject(CONFIG) private readonly config: AppConfig, private readonly streams: TradeInStreams) {}

  async execute({ tradeInId, code, meta }: FinalizeStandaloneCommand) {
    const { outcome, written } = await this.streams.execute(tradeInId, {
      type: 'FinalizeStandalone', codeHash: phoneCodeHash(this.config, tradeInId, code), now: meta.now.toISOString(),
    }, meta, { access: ownerOf(meta) });
    if (outcome.events.some((e) => e.type === 'StandalonePhoneCodeRejected')) throw TradeInErrors.codeInvalid();
    return written;
  }
}
