import { Command } from '@nestjs/cqrs';
import type { sendLeadRoute, RouteInput } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class SendLeadCommand extends Command<Written<{ Status: 1 }>> {
  constructor(readonly body: RouteInput<typeof sendLeadRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
