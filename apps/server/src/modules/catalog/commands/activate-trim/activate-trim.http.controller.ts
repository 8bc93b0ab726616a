import { CATALOG_STAFF } from '@marketplace/domain';
import { carsActivateTrimRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ActivateTrimCommand } from './activate-trim.command';

@Controller()
export class ActivateTrimHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsActivateTrimRoute, { allow: CATALOG_STAFF })
  activateTrim(@Input() input: RouteInput<typeof carsActivateTrimRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ActivateTrimCommand(input, ctx));
  }
}
