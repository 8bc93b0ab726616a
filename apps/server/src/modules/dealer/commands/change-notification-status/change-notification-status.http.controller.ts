import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeNotificationStatusRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { ChangeNotificationStatusCommand } from './change-notification-status.command';

@Controller()
export class ChangeNotificationStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(changeNotificationStatusRoute, { allow: NOTIFICATION_USERS })
  change(@Input() { body }: RouteInput<typeof changeNotificationStatusRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ChangeNotificationStatusCommand(body, ctx));
  }
}
