import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VifImages } from '../../adapters/vif-images';
import { DownloadImagesHandler } from '../download-images/download-images.handler';
import { DownloadAllImagesCommand } from './download-all-images.command';

/** Full download: every VIF of a year, make and model, each queued as download-images queues one. */
@CommandHandler(DownloadAllImagesCommand)
export class DownloadAllImagesHandler implements ICommandHandler<DownloadAllImagesCommand> {
  constructor(private readonly vifImages: VifImages, private readonly one: DownloadImagesHandler) {}

  async execute(command: DownloadAllImagesCommand) {
    const vifs = await this.vifImages.listVifs('download-all', command.input.body);
    const items = [];
    for (const v of vifs) items.push(await this.one.download(v.vifId));
    return { items };
  }
}
