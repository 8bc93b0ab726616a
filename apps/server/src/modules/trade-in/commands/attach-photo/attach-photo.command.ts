import type { PhotoSlot } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInStepAnswer } from '../../streams/trade-in-streams';

/** One photo of the vehicle (base64 as uploaded): cleaned, stored privately, then attached to its slot. */
export class AttachPhotoCommand extends Command<Written<TradeInStepAnswer & { slot: PhotoSlot; contentType: string; bytes: number }>> {
  constructor(
    readonly tradeInId: string,
    readonly slot: PhotoSlot,
    readonly base64: string,
    readonly expectedVersion: number | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
