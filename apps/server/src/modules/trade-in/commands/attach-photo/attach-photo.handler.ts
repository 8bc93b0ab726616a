import { TRADE_IN_MAX_PHOTO_BYTES } from '@marketplace/contracts';
import { DomainError, PHOTO_SLOTS, tradeInDecider } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sanitizeImage } from '../../../../platform/files/image-sanitizer';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { written } from '../../../../platform/read-your-writes';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { AttachPhotoCommand } from './attach-photo.command';

const PLACEHOLDER_FILE = '00000000-0000-4000-8000-000000000000';

function base64Bytes(text: string): Buffer {
  const clean = text.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw new DomainError('files.invalid_base64', 'validation', 'The image is not base64', 'body.data');
  return Buffer.from(clean, 'base64');
}

@CommandHandler(AttachPhotoCommand)
export class AttachPhotoHandler implements ICommandHandler<AttachPhotoCommand> {
  constructor(private readonly streams: TradeInStreams, private readonly files: PrivateFileStore) {}

  async execute(c: AttachPhotoCommand) {
    const access = ownerOf(c.meta);
    const now = c.meta.now.toISOString();
    // Refuse first (nothing is stored for a trade-in that cannot take it), then clean and store, then record.
    const loaded = await this.streams.load(c.tradeInId, access);
    tradeInDecider.decide({ type: 'AttachPhoto', slot: c.slot, fileId: PLACEHOLDER_FILE, now }, loaded.state);
    const image = await sanitizeImage(base64Bytes(c.base64), {
      maxBytes: TRADE_IN_MAX_PHOTO_BYTES, accept: ['jpeg', 'png', 'heif'], output: 'jpeg', field: 'body.data',
    });
    const file = await this.files.put({ subjectId: access.owner, kind: `trade-in-${c.slot}`, contentType: image.contentType, data: image.data });
    try {
      // The web uploads each slot from its own picker, so uploads overlap: another slot's photo may land while this one
      // is cleaned. Attaching is safe to decide again on the newer version (unless the client pinned one); at most
      // every other slot can come first.
      const { written: w } = await this.streams.execute(c.tradeInId, { type: 'AttachPhoto', slot: c.slot, fileId: file.fileId, now }, c.meta, {
        access, expectedVersion: c.expectedVersion, loaded, retries: PHOTO_SLOTS.length,
      });
      return written({ ...w.answer, slot: c.slot, contentType: file.contentType, bytes: file.bytes }, w.position);
    } catch (error) {
      // Refused (a conflict left after the retries, or the trade-in can no longer take it): nothing refers to the
      // stored photo. After any other failure the append may have landed, so the file stays.
      if (error instanceof DomainError) await this.files.delete(file.fileId);
      throw error;
    }
  }
}
