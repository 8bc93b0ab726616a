import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { DownloadAllImagesCommand } from './download-all-images.command';

@CommandHandler(DownloadAllImagesCommand)
export class DownloadAllImagesHandler implements ICommandHandler<DownloadAllImagesCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: DownloadAllImagesCommand) {
    return this.images.downloadAll(command.input.body);
  }
}
