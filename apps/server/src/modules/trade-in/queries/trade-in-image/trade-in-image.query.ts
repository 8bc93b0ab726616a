import type { PhotoSlot } from '@marketplace/domain';
import { Query } from '@nestjs/cqrs';
import type { OpenedFile } from '../../../../platform/files/private-file-store';

/** One photo of a trade-in, for its owner. */
export class GetTradeInImageQuery extends Query<OpenedFile> {
  constructor(readonly tradeInId: string, readonly slot: PhotoSlot, readonly ownerId: string) {
    super();
  }
}
