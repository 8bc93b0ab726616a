import { createLoginTokenRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateLoginTokenCommand } from './create-login-token.command';

@Controller()
export class CreateLoginTokenHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(createLoginTokenRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  createLoginToken(@Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateLoginTokenCommand(ctx));
  }
}
