import type { carsSaveTrimEquipmentRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Sets a trim's equipment. */
export class SaveTrimEquipmentCommand extends Command<RouteResponse<typeof carsSaveTrimEquipmentRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsSaveTrimEquipmentRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
