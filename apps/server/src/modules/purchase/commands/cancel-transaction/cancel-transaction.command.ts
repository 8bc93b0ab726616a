import { Command } from '@nestjs/cqrs';
import type { CancellationReason } from '@marketplace/domain';

import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class CancelTransactionCommand extends Command<Written<{ Status: 1 }>> {
  constructor(
    readonly transactionId: string,
    readonly ctx: RequestContext,
    readonly reason: Exclude<CancellationReason, 'start_over'> = 'buyer',
  ) {
    super();
  }
}
