import { saveCreditApplicationPageRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveCreditApplicationPageCommand } from './save-credit-application-page.command';

@Controller()
export class SaveCreditApplicationPageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(saveCreditApplicationPageRoute, { allow: 'authenticated' })
  save(@Input() input: RouteInput<typeof saveCreditApplicationPageRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveCreditApplicationPageCommand(input.body, ctx));
  }
}
