import { Command } from '@nestjs/cqrs';
import type { VehicleTimer } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class ReleaseLockCommand extends Command<Written<VehicleTimer>> {
  constructor(readonly vehicleId: string, readonly ctx: RequestContext) {
    super();
  }
}
