import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PurchaseErrors } from '@marketplace/domain';
import { TransactionStream } from '../../streams/transaction-stream';
import { ContractDocument } from '../../adapters/contract-document';
import { LivePrices } from '../../adapters/live-prices';
import { GetContractPreviewQuery } from './get-contract-preview.query';

/**
 * Issue #42: the contract the buyer is about to sign, to read before signing: the same document as the signed one (the
 * deal's figures, the credit disclosure, the trade-in vehicle), marked as an unsigned draft, in the buyer's language
 * (their profile's, ADR 0060, as the signed one will be), whatever the page's. Nothing is stored.
 */
@QueryHandler(GetContractPreviewQuery)
export class GetContractPreviewHandler implements IQueryHandler<GetContractPreviewQuery> {
  constructor(private readonly transactions: TransactionStream, private readonly prices: LivePrices, private readonly document: ContractDocument) {}

  async execute({ transactionId, ctx }: GetContractPreviewQuery): Promise<Buffer> {
    const { state: s } = await this.transactions.owned(transactionId, ctx);
    if (s.cancelled || s.contract) throw PurchaseErrors.transactionClosed();
    const [parties, prices, languages] = await Promise.all([this.document.partiesOf(s), this.prices.quote(s, ctx), this.document.languagesOf(s)]);
    if (!parties) throw PurchaseErrors.stepsIncomplete(['personal-details']);
    return this.document.draft(s, prices.deal, parties, languages, ctx.now.toISOString());
  }
}
