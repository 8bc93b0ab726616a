import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class SignContractCommand extends Command<Written<{ Status: 1; companyId: number }>> {
  constructor(readonly companyId: number, readonly ctx: RequestContext) {
    super();
  }
}
