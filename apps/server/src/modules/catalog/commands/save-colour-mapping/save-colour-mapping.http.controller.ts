import { colorsSaveMappingRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { CATALOG_STAFF } from '../../catalog.access';
import { SaveColourMappingCommand } from './save-colour-mapping.command';

@Controller()
export class SaveColourMappingHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(colorsSaveMappingRoute, { allow: CATALOG_STAFF })
  saveColourMapping(@Input() input: RouteInput<typeof colorsSaveMappingRoute>) {
    return this.commandBus.execute(new SaveColourMappingCommand(input));
  }
}
