import { activateAccountRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ActivateAccountCommand } from './activate-account.command';

@Controller()
export class ActivateAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(activateAccountRoute, { allow: 'public' })
  activateAccount(@Input() input: RouteInput<typeof activateAccountRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ActivateAccountCommand(input.body.token, ctx));
  }
}
