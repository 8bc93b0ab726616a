import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { importInventoryRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { ImportInventoryCommand } from './import-inventory.command';

@Controller()
export class ImportInventoryController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(importInventoryRoute, { allow: NOTIFICATION_USERS })
  importInventory(@Input() { body }: RouteInput<typeof importInventoryRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ImportInventoryCommand(body, ctx));
  }
}
