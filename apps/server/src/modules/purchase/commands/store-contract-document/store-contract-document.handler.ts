import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { written } from '../../../../platform/read-your-writes/write-position';
import { ContractDocument } from '../../adapters/contract-document';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { StoreContractDocumentCommand } from './store-contract-document.command';

/**
 * The order-finalization process's step after ContractSigned: the PDF drawn from what the signature decided (the deal,
 * the languages, the instant), stored under the transaction's one contract file id, then recorded. Idempotent at each
 * point a crash can stop it: a recorded document is a no-op, a stored one is not drawn again, and the event's id is
 * the transaction's, so a twin run appends nothing twice. The signing request runs it first; the process's timer
 * finishes what a crash or a failure left (ADR 0091).
 */
@CommandHandler(StoreContractDocumentCommand)
export class StoreContractDocumentHandler implements ICommandHandler<StoreContractDocumentCommand> {
  private readonly logger = new Logger('StoreContractDocument');

  constructor(private readonly transactions: TransactionStream, private readonly document: ContractDocument) {}

  execute({ transactionId, ctx }: StoreContractDocumentCommand) {
    return retryOnConflict(3, async () => {
      const loaded = await this.transactions.load(transactionId);
      const s = loaded.state;
      if (!s.exists || !s.contract) return written(null, null);
      if (s.contract.file) return written(s.contract.file, null);
      const contract = await this.document.storeSigned(s);
      if (!contract) {
        // The buyer's details or signature were erased since the signature (an account deletion): nothing to draw.
        this.logger.warn(`transaction ${transactionId}: the signed contract cannot be drawn (the buyer's data is erased)`);
        return written(null, null);
      }
      crashPoint('contract-document', s.vehicle.vehicleId);
      const outcome = await this.transactions.record(loaded, { type: 'RecordContractDocument', transactionId, now: ctx.now.toISOString(), contract }, ctx, {
        subjectId: s.userId, eventIds: () => uuidFromName(`marketplace:purchase:contract-document:${transactionId}`),
      });
      return written(contract, outcome.position);
    });
  }
}
