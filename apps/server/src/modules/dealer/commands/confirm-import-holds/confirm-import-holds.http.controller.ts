import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { confirmImportHoldsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { ConfirmImportHoldsCommand } from './confirm-import-holds.command';

@Controller()
export class ConfirmImportHoldsController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(confirmImportHoldsRoute, { allow: NOTIFICATION_USERS })
  confirm(@Input() { body }: RouteInput<typeof confirmImportHoldsRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ConfirmImportHoldsCommand(body, ctx));
  }
}
