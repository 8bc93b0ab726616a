import { createCreditApplicationRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateCreditApplicationCommand } from './create-credit-application.command';

@Controller()
export class CreateCreditApplicationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Signed-in applicants only: the wizard's SMS activation for anonymous applicants is not built (ADR 0014). */
  @Endpoint(createCreditApplicationRoute, { allow: 'authenticated' })
  create(@Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateCreditApplicationCommand('wizard', ctx));
  }
}
