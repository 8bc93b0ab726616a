import { CATALOG_STAFF } from '@marketplace/domain';
import { carsSavePromotionNoteRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SavePromotionNoteCommand } from './save-promotion-note.command';

@Controller()
export class SavePromotionNoteHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsSavePromotionNoteRoute, { allow: CATALOG_STAFF })
  savePromotionNote(@Input() input: RouteInput<typeof carsSavePromotionNoteRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SavePromotionNoteCommand(input, ctx));
  }
}
