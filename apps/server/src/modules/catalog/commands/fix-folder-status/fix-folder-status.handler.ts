import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { requireVifId, VifImages } from '../../adapters/vif-images';
import { readFolderStatus } from '../../queries/get-folder-status/folder-status';
import { FixFolderStatusCommand } from './fix-folder-status.command';

/** Fetches the images missing from a VIF's folder, then answers its new status. */
@CommandHandler(FixFolderStatusCommand)
export class FixFolderStatusHandler implements ICommandHandler<FixFolderStatusCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vifImages: VifImages) {}

  async execute(command: FixFolderStatusCommand) {
    const vifId = requireVifId(command.input.body.vifId, 'body.vifId');
    const vif = await this.vifImages.knownVif(vifId, 'body.vifId');
    const before = await readFolderStatus(this.db, this.vifImages, vifId, 'body.vifId');
    if (!before.ok) {
      const images = await this.vifImages.images(vifId);
      const missing = images.filter((i) => before.missing.includes(i.angle));
      await this.db.insertInto('catalog.images')
        .values(missing.map((i) => ({ vif_id: vifId, trim_id: vif.trimId, model_id: vif.modelId, source: 'vif', angle: i.angle, url: i.url })))
        .onConflict((oc) => oc.columns(['vif_id', 'angle']).doNothing()).execute();
    }
    return readFolderStatus(this.db, this.vifImages, vifId, 'body.vifId');
  }
}
