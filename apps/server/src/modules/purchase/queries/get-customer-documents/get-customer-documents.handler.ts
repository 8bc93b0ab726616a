import { customerDocumentPath, getCustomerDocumentsRoute, type CustomerDocument } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { prequalificationDocuments } from '../../../credit/credit.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { buyerOf } from '../../streams/buyer';
import { transactionDetailsModel } from '../get-transaction-details/transaction-details.projection';
import { GetCustomerDocumentsQuery } from './get-customer-documents.query';

const doc = (kind: CustomerDocument['kind'], id: string, vehicle: string | null, date: string): CustomerDocument =>
  ({ kind, id, vehicle, date, url: customerDocumentPath(kind, id) });

/**
 * "My documents" (issue #16 item 2): purchase's own contracts and deposit receipts, with the trade-in appraisals and
 * pre-qualification results asked of their contexts' public APIs; newest first. Licences are listed as on file only.
 */
@QueryHandler(GetCustomerDocumentsQuery)
export class GetCustomerDocumentsHandler implements IQueryHandler<GetCustomerDocumentsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly tradeIns: TradeInPublicApi) {}

  async execute({ ctx }: GetCustomerDocumentsQuery) {
    const userId = buyerOf(ctx);
    const [rows, appraisals, prequalifications] = await Promise.all([
      this.db.selectFrom('purchase.transaction_details').selectAll().where('user_id', '=', userId).orderBy('started_at', 'desc').limit(500).execute(),
      this.tradeIns.appraisalDocuments(userId),
      prequalificationDocuments(this.db, userId),
    ]);
    const transactions = rows.map((r) => transactionDetailsModel.fromColumns(r));
    const vehicleOf = (t: (typeof transactions)[number]) => `${t.vehicle.year} ${t.vehicle.make} ${t.vehicle.model}`;
    const items: CustomerDocument[] = [
      ...transactions.flatMap((t) => [
        ...(t.contract?.file ? [doc('contract', t.transactionId, vehicleOf(t), t.contract.signedAt)] : []),
        ...(t.deposit.paid && t.deposit.updatedAt ? [doc('deposit_receipt', t.transactionId, vehicleOf(t), t.deposit.updatedAt)] : []),
      ]),
      ...appraisals.map((a) => doc('trade_in_appraisal', a.tradeInId, a.vehicle, a.appraisedAt)),
      ...prequalifications.map((p) => doc('prequalification', p.applicationId, null, p.decidedAt)),
    ].sort((a, b) => b.date.localeCompare(a.date) || a.kind.localeCompare(b.kind));
    const licences = transactions.filter((t) => t.license.front || t.license.back)
      .map((t) => ({ transactionId: t.transactionId, vehicle: vehicleOf(t), confirmed: t.license.confirmed }));
    return getCustomerDocumentsRoute.response.parse({ items, licences });
  }
}
