import { unsubscribeRemindersRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { UnsubscribeFromRemindersCommand } from './unsubscribe-from-reminders.command';

@Controller()
export class UnsubscribeFromRemindersHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Public: the email's link works without signing in; the signed token says whose reminders stop. */
  @Endpoint(unsubscribeRemindersRoute, { allow: 'public' })
  unsubscribe(@Input() { body }: RouteInput<typeof unsubscribeRemindersRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new UnsubscribeFromRemindersCommand(body.token, ctx));
  }
}
