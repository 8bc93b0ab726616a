import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideTransaction } from '@marketplace/domain';
import { base64Bytes } from '../../../../platform/files/base64';
import { sanitizeImage } from '../../../../platform/files/image-sanitizer';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { written } from '../../../../platform/read-your-writes/write-position';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { inInput } from '../../streams/in-input';
import { inkBounds } from '../../adapters/signature-ink';
import { TransactionStream } from '../../streams/transaction-stream';
import { heldBy, VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { AccessActivity } from '../../personal-data/access-activity';
import { UploadSignatureCommand } from './upload-signature.command';

const NO_FILE_YET = { fileId: '00000000-0000-4000-8000-000000000000', contentType: 'image/png', bytes: 0 };

/**
 * The drawn signature: cleaned (PNG), measured by its ink, checked by the decider (an empty pad or a dot is refused,
 * whatever the canvas size), stored sealed, recorded.
 */
@CommandHandler(UploadSignatureCommand)
export class UploadSignatureHandler implements ICommandHandler<UploadSignatureCommand> {
  constructor(
    private readonly transactions: TransactionStream, private readonly holds: VehicleHoldStream, private readonly files: PrivateFileStore,
    private readonly activity: AccessActivity,
  ) {}

  async execute({ transactionId, signature, ctx }: UploadSignatureCommand) {
    const loaded = await this.transactions.owned(transactionId, ctx);
    const s = loaded.state;
    const vehicleHeld = heldBy(await this.holds.load(s.vehicle.vehicleId), s.userId, ctx.now);
    const image = await sanitizeImage(base64Bytes(signature), {
      maxBytes: 500_000, maxPixels: 4_000_000, maxDimension: 1200, accept: ['png'], output: 'png', field: 'body.signature',
    });
    const command = {
      type: 'UploadSignature' as const, transactionId, userId: s.userId, now: ctx.now.toISOString(), vehicleHeld, drawing: await inkBounds(image.data),
    };
    // Check first: nothing is stored for a signature the decider would refuse.
    await inInput(async () => decideTransaction({ ...command, file: NO_FILE_YET }, s));
    const file = await this.files.put({ subjectId: s.userId, kind: 'signature', contentType: image.contentType, data: image.data });
    const outcome = await inInput(() => this.transactions.record(loaded, { ...command, file }, ctx, { subjectId: s.userId }));
    crashPoint('signature', s.vehicle.vehicleId);
    if (outcome.events.length > 0) await this.activity.record('signature', { userId: s.userId, vehicleId: s.vehicle.vehicleId, transactionId }, ctx);
    return written({ Status: 1 as const }, outcome.position);
  }
}
