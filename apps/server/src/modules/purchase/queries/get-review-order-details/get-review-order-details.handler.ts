import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { missingSteps, tradeInUsable, type Address, type PersonalDetails } from '@marketplace/domain';
import { CreditPublicApi } from '../../../credit/credit.public';
import { DB } from '../../../../platform/tokens';
import { preferredLanguage } from '../../../identity/identity.public';
import { contractLanguages } from '../../adapters/contract-pdf';
import { coApplicantOf } from '../../adapters/credit-decision';
import { PersonalFields } from '../../adapters/personal-fields';
import type { TransactionDetailsRow } from '../get-transaction-details/transaction-details.projection';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { TransactionDetailsView } from '../get-transaction-details/transaction-details.view';
import { GetReviewOrderDetailsQuery } from './get-review-order-details.query';

/** What still blocks the signature: steps, the deposit, the signature, a price change not accepted yet. */
function blockers(row: TransactionDetailsRow): string[] {
  if (row.contract) return [];
  const missing: string[] = missingSteps(row);
  if (!row.deposit.paid || row.deposit.refundRequested || row.deposit.refunded) missing.push('deposit');
  if (!row.signatureUploaded) missing.push('signature');
  if (row.priceChange) missing.push('price_change');
  return missing;
}

/** Everything the review step shows: vehicle, buyer, choices, prices, deposit, what still blocks the signature. */
@QueryHandler(GetReviewOrderDetailsQuery)
export class GetReviewOrderDetailsHandler implements IQueryHandler<GetReviewOrderDetailsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly rows: TransactionDetailsRows,
    private readonly view: TransactionDetailsView,
    private readonly personal: PersonalFields,
    private readonly credit: CreditPublicApi,
  ) {}

  async execute({ transactionId, ctx }: GetReviewOrderDetailsQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    const credit = row.paymentMethod && row.paymentMethod.method !== 'cash' ? row.creditDecision : null;
    const [transaction, personal, deliveryAddress, coApplicant, language] = await Promise.all([
      this.view.of(row, ctx),
      this.personal.open<PersonalDetails>(row.userId, row.entries.details),
      this.personal.open<Address>(row.userId, row.entries.deliveryAddress),
      // A joint application's co-applicant, named on the review and the contract (ADR 0063): credit keeps them.
      coApplicantOf(this.credit, row),
      preferredLanguage(this.db, row.userId),
    ]);
    const missing = blockers(row);
    // Finance and lease: credit must allow the order (ADR 0057); the review says why it does not.
    const terms = transaction.prices?.credit;
    if (!row.contract && terms && terms.status !== 'eligible') missing.push('credit');
    const plan = row.protectionPlan?.plan;
    return {
      Status: 1 as const,
      transaction,
      buyer: personal && {
        firstName: personal.firstName, lastName: personal.lastName, companyName: personal.companyName ?? null,
        billing: personal.billing, shipping: personal.shipping ?? personal.billing,
      },
      paymentMethod: row.paymentMethod?.method ?? null,
      tradeIn: row.tradeIn && !row.tradeIn.skip
        ? {
          vin: row.tradeIn.vin, value: row.tradeIn.value, balanceDue: row.tradeIn.balanceDue, include: row.tradeIn.include, usable: tradeInUsable(row.tradeIn, ctx.now.toISOString()),
          year: row.tradeIn.year ?? null, make: row.tradeIn.make ?? null, model: row.tradeIn.model ?? null, mileage: row.tradeIn.mileage ?? null,
        }
        : null,
      protectionPlan: plan ? { id: plan.id, nameEn: plan.nameEn, nameFr: plan.nameFr, price: plan.price, coverageMonths: plan.coverageMonths, coverageKm: plan.coverageKm } : null,
      delivery: row.delivery && {
        method: row.delivery.method, date: row.delivery.date, touchless: row.delivery.touchless, price: row.delivery.price,
        address: row.delivery.method === 'delivery' ? deliveryAddress : null,
      },
      prices: transaction.prices,
      creditDecision: credit,
      coApplicant,
      signatureUploaded: row.signatureUploaded,
      canSign: !row.contract && missing.length === 0,
      missing,
      // The contract is in the buyer's language (their profile's, ADR 0060), not the page's.
      contractLanguages: contractLanguages(row.province, language),
    };
  }
}
