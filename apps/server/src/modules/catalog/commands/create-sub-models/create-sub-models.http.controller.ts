import { CATALOG_STAFF } from '@marketplace/domain';
import { carsCreateSubModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateSubModelsCommand } from './create-sub-models.command';

@Controller()
export class CreateSubModelsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsCreateSubModelsRoute, { allow: CATALOG_STAFF })
  createSubModels(@Input() input: RouteInput<typeof carsCreateSubModelsRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateSubModelsCommand(input, ctx));
  }
}
