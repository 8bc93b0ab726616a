import { CATALOG_STAFF } from '@marketplace/domain';
import { carsActivateModelRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ActivateModelCommand } from './activate-model.command';

@Controller()
export class ActivateModelHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsActivateModelRoute, { allow: CATALOG_STAFF })
  activateModel(@Input() input: RouteInput<typeof carsActivateModelRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ActivateModelCommand(input, ctx));
  }
}
