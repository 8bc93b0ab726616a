import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { DB } from '../../../../platform/tokens';
import { ImageDownloads } from '../../adapters/image-downloads';
import { requireVifId, VifImages } from '../../adapters/vif-images';
import { CancelImageDownloadCommand } from './cancel-image-download.command';

/** Cancels a queued or running download (a running one stops at its next image). */
@CommandHandler(CancelImageDownloadCommand)
export class CancelImageDownloadHandler implements ICommandHandler<CancelImageDownloadCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly vifImages: VifImages,
    private readonly downloads: ImageDownloads,
  ) {}

  async execute(command: CancelImageDownloadCommand) {
    const vifId = requireVifId(command.input.body.vifId, 'body.vifId');
    await this.vifImages.knownVif(vifId, 'body.vifId');
    await this.db.updateTable('catalog.vif_downloads').set({ status: 'cancelled', updated_at: this.clock.now() })
      .where('vif_id', '=', vifId).where('status', 'in', ['queued', 'downloading']).execute();
    return this.downloads.statusOf(vifId);
  }
}
