import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideTransaction } from '@marketplace/domain';
import { WrongExpectedVersionError } from '../../../../platform/event-store/event-store.errors';
import { base64Bytes } from '../../../../platform/files/base64';
import { sanitizeImage } from '../../../../platform/files/image-sanitizer';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { written } from '../../../../platform/read-your-writes/write-position';
import { inInput } from '../../streams/in-input';
import { PurchaseSettings } from '../../purchase.settings';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { heldBy, VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { UploadDriversLicenceCommand } from './upload-drivers-licence.command';

/** Not a stored file yet: lets the decider check the command before anything is stored. */
const NO_FILE_YET = { fileId: '00000000-0000-4000-8000-000000000000', contentType: 'image/jpeg', bytes: 0 };

/** One side of the licence: checked first (nothing is stored for a transaction that would refuse it), cleaned, stored sealed, recorded. */
@CommandHandler(UploadDriversLicenceCommand)
export class UploadDriversLicenceHandler implements ICommandHandler<UploadDriversLicenceCommand> {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly holds: VehicleHoldStream,
    private readonly files: PrivateFileStore,
    private readonly settings: PurchaseSettings,
  ) {}

  async execute({ body, ctx }: UploadDriversLicenceCommand) {
    const loaded = await this.transactions.owned(body.transactionId, ctx);
    const s = loaded.state;
    const vehicleHeld = heldBy(await this.holds.load(s.vehicle.vehicleId), s.userId, ctx.now);
    const command = { type: 'UploadDriversLicense' as const, transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), vehicleHeld, side: body.side };
    await inInput(async () => decideTransaction({ ...command, file: NO_FILE_YET }, s));
    const image = await sanitizeImage(base64Bytes(body.data), {
      maxBytes: this.settings.maxImageBytes, accept: ['jpeg', 'png', 'heif'], output: 'jpeg', field: 'body.data',
    });
    const file = await this.files.put({ subjectId: s.userId, kind: 'drivers-licence', contentType: image.contentType, data: image.data });
    // The two sides are usually uploaded at once: the other side's event may land while this image was being cleaned.
    // The stored file stays; recording decides again on the transaction as it is now.
    let current = loaded;
    const outcome = await retryOnConflict(2, async () => {
      try {
        return await inInput(() => this.transactions.record(current, { ...command, file }, ctx, { subjectId: s.userId }));
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) current = await this.transactions.owned(body.transactionId, ctx);
        throw error;
      }
    });
    return written({ Status: 1 as const, side: body.side, contentType: file.contentType, bytes: file.bytes }, outcome.position);
  }
}
