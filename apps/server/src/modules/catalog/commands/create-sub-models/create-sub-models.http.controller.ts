import { carsCreateSubModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { CATALOG_STAFF } from '../../catalog.access';
import { CreateSubModelsCommand } from './create-sub-models.command';

@Controller()
export class CreateSubModelsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsCreateSubModelsRoute, { allow: CATALOG_STAFF })
  createSubModels(@Input() input: RouteInput<typeof carsCreateSubModelsRoute>) {
    return this.commandBus.execute(new CreateSubModelsCommand(input));
  }
}
