import { reactivateAccountRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReactivateAccountCommand } from './reactivate-account.command';

@Controller()
export class ReactivateAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(reactivateAccountRoute, { allow: 'authenticated' })
  reactivateAccount(@Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ReactivateAccountCommand(ctx));
  }
}
