import { CATALOG_STAFF } from '@marketplace/domain';
import { carsSaveTrimEquipmentRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveTrimEquipmentCommand } from './save-trim-equipment.command';

@Controller()
export class SaveTrimEquipmentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsSaveTrimEquipmentRoute, { allow: CATALOG_STAFF })
  saveTrimEquipment(@Input() input: RouteInput<typeof carsSaveTrimEquipmentRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveTrimEquipmentCommand(input, ctx));
  }
}
