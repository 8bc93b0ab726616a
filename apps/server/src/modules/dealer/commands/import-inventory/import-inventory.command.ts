import { Command } from '@nestjs/cqrs';
import type { InventoryImport, RouteInput, importInventoryRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class ImportInventoryCommand extends Command<InventoryImport> {
  constructor(readonly body: RouteInput<typeof importInventoryRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
