import { Command } from '@nestjs/cqrs';

import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class UploadSignatureCommand extends Command<Written<{ Status: 1 }>> {
  constructor(readonly transactionId: string, readonly signature: string, readonly ctx: RequestContext) {
    super();
  }
}
