import { CATALOG_STAFF } from '@marketplace/domain';
import { carsCreateModelRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateModelCommand } from './create-model.command';

@Controller()
export class CreateModelHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsCreateModelRoute, { allow: CATALOG_STAFF })
  createModel(@Input() input: RouteInput<typeof carsCreateModelRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateModelCommand(input, ctx));
  }
}
