import { Command } from '@nestjs/cqrs';
import type { StoredFileRef } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

/**
 * Draw and store a signed contract's PDF, then record ContractDocumentStored (the order-finalization process, ADR 0091).
 * Answers the contract's file (null when it cannot be drawn) and where it was recorded (null when nothing was).
 */
export class StoreContractDocumentCommand extends Command<Written<StoredFileRef | null>> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}
