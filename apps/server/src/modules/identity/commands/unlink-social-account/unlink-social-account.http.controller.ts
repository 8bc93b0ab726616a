import { type RouteInput, unlinkSocialAccountRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { UnlinkSocialAccountCommand } from './unlink-social-account.command';

@Controller()
export class UnlinkSocialAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(unlinkSocialAccountRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  unlink(@Input() input: RouteInput<typeof unlinkSocialAccountRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new UnlinkSocialAccountCommand(input.body.Provider, ctx));
  }
}
