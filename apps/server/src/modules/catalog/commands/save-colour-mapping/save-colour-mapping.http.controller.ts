import { CATALOG_STAFF } from '@marketplace/domain';
import { colorsSaveMappingRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveColourMappingCommand } from './save-colour-mapping.command';

@Controller()
export class SaveColourMappingHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(colorsSaveMappingRoute, { allow: CATALOG_STAFF })
  saveColourMapping(@Input() input: RouteInput<typeof colorsSaveMappingRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveColourMappingCommand(input, ctx));
  }
}
