import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeHeldPriceRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CATALOG_STAFF } from '../../../catalog/catalog.public';
import { ChangeHeldPriceCommand } from './change-held-price.command';

@Controller()
export class ChangeHeldPriceController {
  constructor(private readonly commands: CommandBus) {}

  /** The staff who price vehicles (super admin, admin, vehicles team). */
  @Endpoint(changeHeldPriceRoute, { allow: CATALOG_STAFF })
  change(@Input() input: RouteInput<typeof changeHeldPriceRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ChangeHeldPriceCommand(input.body, ctx));
  }
}
