import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class CancelPlanCommand extends Command<Written<{ Status: 1; companyId: number; cancelsAt: string }>> {
  constructor(readonly companyId: number, readonly ctx: RequestContext) {
    super();
  }
}
