import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImageDownloads } from '../../adapters/image-downloads';
import { requireVifId, VifImages } from '../../adapters/vif-images';
import { DownloadImagesCommand } from './download-images.command';

@CommandHandler(DownloadImagesCommand)
export class DownloadImagesHandler implements ICommandHandler<DownloadImagesCommand> {
  constructor(private readonly vifImages: VifImages, private readonly downloads: ImageDownloads) {}

  async execute(command: DownloadImagesCommand) {
    return this.download(command.input.body.vifId);
  }

  /** Queues a VIF's images (again, unless a download is already queued or running); download-all-images queues each. */
  async download(vifIdInput: string | undefined) {
    const vifId = requireVifId(vifIdInput, 'body.vifId');
    const vif = await this.vifImages.knownVif(vifId, 'body.vifId');
    await this.downloads.request(vifId, vif);
    return this.downloads.statusOf(vifId);
  }
}
