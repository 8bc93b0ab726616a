import type { carsSaveTrimEquipmentRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** Sets a trim's equipment. */
export class SaveTrimEquipmentCommand extends Command<Awaited<ReturnType<CarsService['saveTrimEquipment']>>> {
  constructor(
    readonly input: RouteInput<typeof carsSaveTrimEquipmentRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
