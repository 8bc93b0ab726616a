import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { PurchaseErrors, type Address, type PersonalDetails } from '@marketplace/domain';
import { DB } from '../../../../platform/tokens';
import { preferredLanguage } from '../../../identity/identity.public';
import { TransactionStream } from '../../streams/transaction-stream';
import { contractDataOf } from '../../adapters/contract-data';
import { contractLanguages, renderContract } from '../../adapters/contract-pdf';
import { CreditPublicApi } from '../../../credit/credit.public';
import { coApplicantOf } from '../../adapters/credit-decision';
import { LivePrices } from '../../adapters/live-prices';
import { PersonalFields } from '../../adapters/personal-fields';
import { GetContractPreviewQuery } from './get-contract-preview.query';

/**
 * Issue #42: the contract the buyer is about to sign, to read before signing: the same document as the signed one (the
 * deal's figures, the credit disclosure, the trade-in vehicle), marked as an unsigned draft, in the buyer's language
 * (their profile's, ADR 0060, as the signed one will be), whatever the page's. Nothing is stored.
 */
@QueryHandler(GetContractPreviewQuery)
export class GetContractPreviewHandler implements IQueryHandler<GetContractPreviewQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly transactions: TransactionStream,
    private readonly prices: LivePrices,
    private readonly personal: PersonalFields,
    private readonly credit: CreditPublicApi,
  ) {}

  async execute({ transactionId, ctx }: GetContractPreviewQuery): Promise<Buffer> {
    const { state: s } = await this.transactions.owned(transactionId, ctx);
    if (s.cancelled || s.contract) throw PurchaseErrors.transactionClosed();
    const [personal, deliveryAddress, prices, coApplicant, language] = await Promise.all([
      this.personal.open<PersonalDetails>(s.userId, s.personalDetails),
      s.delivery?.address ? this.personal.open<Address>(s.userId, s.delivery.address) : null,
      this.prices.quote(s, ctx),
      coApplicantOf(this.credit, s),
      preferredLanguage(this.db, s.userId),
    ]);
    if (!personal) throw PurchaseErrors.stepsIncomplete(['personal-details']);
    return renderContract(contractDataOf(s, prices, {
      personal, deliveryAddress, coApplicant, signature: null, languages: contractLanguages(s.province, language), at: ctx.now.toISOString(),
    }));
  }
}
