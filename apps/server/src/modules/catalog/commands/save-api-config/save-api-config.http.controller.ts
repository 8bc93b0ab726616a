import { PRICE_GUIDE_STAFF } from '@marketplace/domain';
import { saveApiConfigRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveApiConfigCommand } from './save-api-config.command';

@Controller()
export class SaveApiConfigHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(saveApiConfigRoute, { allow: PRICE_GUIDE_STAFF })
  saveApiConfig(@Input() input: RouteInput<typeof saveApiConfigRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveApiConfigCommand(input, ctx));
  }
}
