import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { DB } from '../../../../platform/tokens';
import { requireVifId, VifImages } from '../../adapters/vif-images';
import { SaveImagesIdCommand } from './save-images-id.command';

/** Attaches a VIF to a trim: the trim's gallery becomes that VIF's images. */
@CommandHandler(SaveImagesIdCommand)
export class SaveImagesIdHandler implements ICommandHandler<SaveImagesIdCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly vifImages: VifImages,
  ) {}

  async execute({ input: { body: { trimId, vifId: vifIdInput } } }: SaveImagesIdCommand) {
    const vifId = requireVifId(vifIdInput, 'body.vifId');
    await this.vifImages.knownVif(vifId, 'body.vifId');
    const updated = await this.db.updateTable('catalog.trims').set({ vif_id: vifId, updated_at: this.clock.now() }).where('id', '=', trimId).returning('id').executeTakeFirst();
    if (!updated) throw new DomainError('catalog.unknown_trim', 'not_found', 'No such trim', 'body.trimId');
    await this.db.updateTable('catalog.images').set({ trim_id: trimId }).where('vif_id', '=', vifId).execute();
    return { trimId, vifId };
  }
}
