import { CATALOG_STAFF } from '@marketplace/domain';
import { carsDeleteSubModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DeleteSubModelsCommand } from './delete-sub-models.command';

@Controller()
export class DeleteSubModelsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsDeleteSubModelsRoute, { allow: CATALOG_STAFF })
  deleteSubModels(@Input() input: RouteInput<typeof carsDeleteSubModelsRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new DeleteSubModelsCommand(input, ctx));
  }
}
