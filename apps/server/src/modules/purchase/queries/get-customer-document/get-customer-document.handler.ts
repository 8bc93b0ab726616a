import { DomainError } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { mailBrandOf } from '../../../../platform/mail/brands';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { DB } from '../../../../platform/tokens';
import { preferredLanguage } from '../../../identity/identity.public';
import { prequalificationPdf } from '../../../credit/credit.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { TransactionStream } from '../../streams/transaction-stream';
import { PurchaseSettings } from '../../purchase.settings';
import { buyerOf } from '../../streams/buyer';
import { depositReceiptOf } from './deposit-receipt-pdf';
import { GetCustomerDocumentQuery } from './get-customer-document.query';

const notFound = () => new DomainError('purchase.document_not_found', 'not_found', 'No such document', 'params.id');

/**
 * One of the owner's documents as a PDF (issue #16 item 2). Everything is checked against the caller: another
 * customer's document, or one that does not exist (yet), is the same 404. The contract is the stored signed file;
 * the receipt, the appraisal and the pre-qualification result are drawn from their streams or rows when asked, in
 * the person's language first (their profile's, ADR 0060, as their emails), whatever the page that asked.
 */
@QueryHandler(GetCustomerDocumentQuery)
export class GetCustomerDocumentHandler implements IQueryHandler<GetCustomerDocumentQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly transactions: TransactionStream,
    private readonly files: PrivateFileStore,
    private readonly settings: PurchaseSettings,
    private readonly tradeIns: TradeInPublicApi,
  ) {}

  async execute({ kind, id, ctx }: GetCustomerDocumentQuery) {
    const userId = buyerOf(ctx);
    const first = (await preferredLanguage(this.db, userId)) === 'fr-ca' ? 'fr' : 'en';
    const brand = mailBrandOf(ctx.brand).name[first];
    const data = await this.render(kind, id, userId, first, brand);
    if (!data) throw notFound();
    return { fileName: `${kind.replace(/_/g, '-')}-${id}.pdf`, data };
  }

  private async render(kind: GetCustomerDocumentQuery['kind'], id: string, userId: string, first: 'en' | 'fr', brand: string): Promise<Buffer | null> {
    switch (kind) {
      case 'trade_in_appraisal':
        return this.tradeIns.appraisalPdf(id, userId, first, brand);
      case 'prequalification':
        return prequalificationPdf(this.db, userId, id, first, brand);
      case 'contract':
      case 'deposit_receipt': {
        const { state } = await this.transactions.load(id);
        if (!state.exists || state.userId !== userId) return null;
        if (kind === 'contract') return state.contract?.file ? ((await this.files.open(state.contract.file.fileId))?.data ?? null) : null;
        return depositReceiptOf(id, state, { payments: this.payments, reservationMinutes: this.settings.reservationMinutes, first, brand });
      }
    }
  }
}
